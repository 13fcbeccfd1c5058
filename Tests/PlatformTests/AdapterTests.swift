import Domain
import Foundation
import Platform
import Testing

@Suite("Platform's adapters against the real system")
struct AdapterTests {
  @Test("the process runner finds a program on its PATH, returns what it wrote, and names one it cannot find")
  func processRunner() async throws {
    let runner = SystemProcessRunner(searchPath: "/nonexistent:/usr/bin:/bin")
    #expect(runner.locate("sh").map { $0.hasSuffix("/sh") } == true)
    let output = try await runner.run(["sh", "-c", "printf out; printf err >&2; exit 3"], environment: [:])
    #expect(output == ProcessOutput(status: 3, stdout: Array("out".utf8), stderr: Array("err".utf8)))
    await #expect(throws: ProcessRunError.notFound("no-such-program-here")) {
      try await runner.run(["no-such-program-here"], environment: nil)
    }
    #expect(ProcessRunError.notFound("x").exitCode == 69)
  }

  @Test("systemd's timestamps are read in both the @SECONDS form and systemd 252's UTC words")
  func systemdInstants() {
    #expect(SystemdUserManager.instant("@1795000000") == Date(timeIntervalSince1970: 1_795_000_000))
    #expect(SystemdUserManager.instant("Tue 2026-11-24 06:45:00 UTC") == Date(timeIntervalSince1970: 1_795_502_700))
    #expect(SystemdUserManager.instant("n/a") == nil)
    #expect(SystemdUserManager.instant("Tue 2026-11-24 06:45:00 CET") == nil)
    #expect(SystemdUserManager.instant(nil) == nil)
  }

  @Test("a path's kind is looked at without opening it; nothing there is nil")
  func fileKinds() {
    #expect(FileKind.at("/dev/null") == .characterDevice)
    #expect(FileKind.at("/") == .folder)
    #expect(FileKind.at("/nonexistent/nothing") == nil)
    #expect(FileKind.fifo.words == "a FIFO")
  }
}
