import AppCore
import Testing

@Suite("The timer names tq-notify, also when the running binary is the multi-call timequest")
struct DailyTimerProgramTests {
  @Test("the multi-call binary: the tq-notify link beside it is named")
  func multiCall() {
    let name = DailyTimer.Program.notifyName(resolved: "/usr/bin/timequest", fileExists: { $0 == "/usr/bin/tq-notify" })
    #expect(name == "/usr/bin/tq-notify")
  }

  @Test("tq-notify itself, or a binary with no link beside it, is named as it is")
  func itself() {
    #expect(
      DailyTimer.Program.notifyName(resolved: "/opt/tq/tq-notify", fileExists: { _ in true }) == "/opt/tq/tq-notify")
    #expect(
      DailyTimer.Program.notifyName(resolved: "/opt/tq/timequest", fileExists: { _ in false }) == "/opt/tq/timequest")
  }
}
