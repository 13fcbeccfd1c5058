import Foundation
import Glibc
import Synchronization
import Testing

@testable import Platform

/// The network helper's child: its input's descriptor number and its pid are the system's to give
/// to someone else once we give them back, so nothing is done with either after that.
@Suite("A lasting child's input and pid, used only while they are ours")
struct LastingChildTests {
  /// A socket pair whose first end has exactly the number `wanted`, or nil when another thread took
  /// that number first.
  static func socketPair(numbered wanted: Int32) -> (Int32, Int32)? {
    var ends: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else { return nil }
    let moved = fcntl(ends[0], F_DUPFD_CLOEXEC, wanted)
    close(ends[0])
    guard moved == wanted else {
      if moved >= 0 { close(moved) }
      close(ends[1])
      return nil
    }
    return (moved, ends[1])
  }

  @Test("a send to a child that reads nothing gives up once its deadline has passed, not waiting on")
  func sendGivesUpAtItsDeadline() throws {
    let child = try LastingChild(["sleep", "600"], searchPath: "/usr/bin:/bin")
    defer {
      child.kill()
      _ = child.reap()
      close(child.output)
      close(child.errors)
    }
    // More than a socket's buffer holds, so the send has to wait for a reader that never comes.
    let bytes = [UInt8](repeating: 0x61, count: 8 << 20)
    let sent = Mutex<Bool?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      sent.withLock { $0 = child.send(bytes, before: .now) }
      done.signal()
    }
    // Generous: the send should return at once. Should it wait on, ending the child frees it.
    if done.wait(timeout: .now() + .seconds(60)) == .timedOut {
      Issue.record("the send still waited a minute after its deadline")
      child.kill()
      done.wait()
    }
    #expect(sent.withLock { $0 } == false)
  }

  @Test("a send after the input was closed writes nowhere, though its number now names another socket")
  func noSendAfterClose() throws {
    // Another test's thread may take the number in the instant between; then try with a new child.
    for _ in 0..<20 {
      let child = try LastingChild(["cat"], searchPath: "/usr/bin:/bin")
      defer {
        child.kill()
        _ = child.reap()
        close(child.output)
        close(child.errors)
      }
      let number = child.input.withLock { $0 }
      child.closeInput()
      guard let (reused, peer) = Self.socketPair(numbered: number) else { continue }
      defer {
        close(reused)
        close(peer)
      }
      #expect(!child.send(Array("{\"id\":1}\n".utf8), before: .now + .seconds(1)))
      var byte: UInt8 = 0
      let received = recv(peer, &byte, 1, Int32(MSG_DONTWAIT))
      #expect(received < 0 && (errno == EAGAIN || errno == EWOULDBLOCK), "the other socket received a request")
      child.closeInput()
      #expect(fcntl(reused, F_GETFD) >= 0, "a second close closed the other socket")
      return
    }
    Issue.record("the input's number was taken by another thread twenty times in a row")
  }
}
