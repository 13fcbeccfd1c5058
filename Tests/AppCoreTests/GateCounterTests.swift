import AppCore
import Foundation
import Testing

/// `gate.json` is a plain file (issue 23): a failure count near `Int.max` overflowed at the next
/// wrong answer. Any count read is kept within 0…maximumFailures, and counting saturates.
@Suite("The gate's failure count read back")
struct GateCounterTests {
  static let now = Date(timeIntervalSince1970: 1_795_000_000)

  static func read(_ json: String) throws -> ParentGateLock {
    try JSONDecoder().decode(ParentGateLock.self, from: Data(json.utf8))
  }

  @Test(
    "a count at or past the maximum reads as the maximum: the next wrong answer locks, without overflow",
    arguments: [Int.max, Int.max - 1, 1 << 62, ParentGateLock.maximumFailures])
  func huge(_ count: Int) throws {
    let lock = try Self.read(#"{"failures": \#(count)}"#)
    #expect(lock.failures == ParentGateLock.maximumFailures)
    let next = lock.failed(at: Self.now)
    #expect(next.failures == 0)
    #expect(next.lockedUntil == Self.now.addingTimeInterval(TimeInterval(ParentGateLock.lockMinutes * 60)))
  }

  @Test("a negative count reads as none, and counts below the maximum are kept")
  func small() throws {
    #expect(try Self.read(#"{"failures": -9223372036854775808}"#).failures == 0)
    #expect(try Self.read(#"{"failures": 3}"#).failures == 3)
    #expect(try Self.read(#"{"failures": 3}"#).failed(at: Self.now).failures == 4)
  }

  @Test("a count made in code at Int.max saturates instead of trapping")
  func inCode() {
    let next = ParentGateLock(failures: Int.max).failed(at: Self.now)
    #expect(next.lockedUntil != nil)
  }
}
