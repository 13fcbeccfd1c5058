import Foundation
import Platform
import Testing

/// Real programs (sh scripts) against short deadlines: whatever they do, the runner returns by the
/// deadline with at most `keptBytes` of each stream, and says how they ended.
@Suite("The process runner keeps outside programs on a leash")
struct ProcessLimitsTests {
  let runner = SystemProcessRunner(searchPath: "/usr/bin:/bin")
  let short = ProcessLimits(timeout: .milliseconds(500), keptBytes: 1024)

  @Test("a program that never ends is killed at the deadline and said to have timed out")
  func sleepsForEver() async throws {
    let output = try await runner.run(["sh", "-c", "printf started; exec sleep 1000"], environment: nil, limits: short)
    #expect(output.end == .timedOut(after: .milliseconds(500)))
    #expect(output.end.description == "timed out after 0.5 s")
    #expect(output.stdout == Array("started".utf8))
    #expect(output.status != 0)
  }

  @Test("a grandchild left holding stdout does not hold us past the deadline, and is killed with its group")
  func grandchildHoldsThePipe() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("leash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pidFile = folder.appendingPathComponent("pid").path
    let script = "sleep 1000 & echo $! > '\(pidFile)'; echo parent done"
    let output = try await runner.run(["sh", "-c", script], environment: nil, limits: short)
    #expect(output.end == .exited(0))
    #expect(output.stdout == Array("parent done\n".utf8))
    let written = try String(contentsOfFile: pidFile, encoding: .utf8)
    let grandchild = try #require(pid_t(written.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(Self.isDyingOrGone(grandchild))
  }

  /// Gone, a zombie, or with SIGKILL pending: a kill sent a moment ago may not have been acted on yet.
  static func isDyingOrGone(_ pid: pid_t) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return true }
    let fields = Dictionary(
      status.split(separator: "\n").compactMap { line -> (String, String)? in
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
      }, uniquingKeysWith: { first, _ in first })
    if let state = fields["State"], state.hasPrefix("Z") || state.hasPrefix("X") { return true }
    let sigkill: UInt64 = 1 << (UInt64(SIGKILL) - 1)
    return ["SigPnd", "ShdPnd"].contains { (fields[$0].flatMap { UInt64($0, radix: 16) } ?? 0) & sigkill != 0 }
  }

  @Test("a flood of output is read to the end and dropped past the cap, so the program ends normally")
  func floods() async throws {
    let limits = ProcessLimits(timeout: .seconds(60), keptBytes: 64 * 1024)
    let output = try await runner.run(
      ["sh", "-c", "head -c 300000000 /dev/zero; head -c 300000 /dev/zero >&2"], environment: nil, limits: limits)
    #expect(output.end == .exited(0))
    #expect(output.stdout.count == 64 * 1024)
    #expect(output.stderr.count == 64 * 1024)
  }

  @Test("input larger than any pipe's buffer reaches a program that echoes it while it is still being written")
  func inputWhileReading() async throws {
    let input = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let limits = ProcessLimits(timeout: .seconds(60), keptBytes: 4_000_000)
    let output = try await runner.run(["cat"], environment: nil, input: input, limits: limits)
    #expect(output.end == .exited(0))
    #expect(output.stdout == input)
  }

  @Test("a program that reads none of its input ends normally, and so do we (no SIGPIPE)")
  func inputNotRead() async throws {
    let input = [UInt8](repeating: 7, count: 2_000_000)
    let output = try await runner.run(["sh", "-c", "echo ignored"], environment: nil, input: input, limits: short)
    #expect(output.end == .exited(0))
    #expect(output.stdout == Array("ignored\n".utf8))
    let empty = try await runner.run(["wc", "-c"], environment: nil, input: [], limits: short)
    #expect(String(decoding: empty.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "0")
  }

  @Test("a program killed by a signal is said to be, not to have exited with its number")
  func killedBySignal() async throws {
    let output = try await runner.run(["sh", "-c", "kill -9 $$"], environment: nil, limits: short)
    #expect(output.end == .killed(signal: 9))
    #expect(output.end.description == "killed by signal 9")
    #expect(ProcessEnd.exited(9).description == "exit 9")
    #expect(ProcessEnd.timedOut(after: .seconds(10)).description == "timed out after 10 s")
  }

  @Test("the child starts with SIGPIPE at its default even when we ignore it")
  func signalsReset() async throws {
    let output = try await runner.run(["sh", "-c", "grep SigIgn /proc/self/status"], environment: nil, limits: short)
    let mask = String(decoding: output.stdout, as: UTF8.self).split(separator: "\t").last.map {
      UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines), radix: 16)
    }
    let sigpipe: UInt64 = 1 << (UInt64(SIGPIPE) - 1)
    #expect(output.end == .exited(0))
    #expect(mask.flatMap { $0 }.map { $0 & sigpipe } == 0)
  }
}
