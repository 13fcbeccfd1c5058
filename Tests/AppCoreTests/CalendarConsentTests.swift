import AppCore
import Domain
import Settings
import TestSupport
import Testing

@Suite("Consent to read calendars")
struct CalendarConsentTests {
  static let locations = ["/home/parent/calendars/lincoln.ics", "https://maple.example.org/school.ics"]

  /// Two sources connected, reading off, standard input a terminal (or not) answered by `terminal`.
  static func dependencies(tty: Bool, terminal: ScriptedTerminal) throws -> AppDependencies {
    var settings = AppSettings()
    settings.calendar.sources = [
      CalendarSourceSetting(id: "lincoln", location: locations[0], name: "Lincoln"),
      CalendarSourceSetting(id: "maple", location: locations[1], name: "Maple"),
    ]
    var dependencies = try AppDependencies.test(settings: settings).answering(terminal)
    dependencies.environment.stdinIsTTY = tty
    return dependencies
  }

  @Test("on a terminal the question lists every connected source's location and says nothing is stored")
  func questionListsTheSources() throws {
    let terminal = ScriptedTerminal(answers: ["y"])
    let dependencies = try Self.dependencies(tty: true, terminal: terminal)
    _ = try CalendarAdmin(dependencies).enable(confirmed: false)
    #expect(terminal.asked.count == 1)
    let question = try #require(terminal.asked.first)
    for location in Self.locations {
      #expect(question.contains(location))
    }
    #expect(question.contains("not stored"))
  }

  @Test("with nothing connected the question says so instead of listing nothing")
  func questionWithoutSources() throws {
    let terminal = ScriptedTerminal(answers: ["n"])
    var dependencies = try AppDependencies.test().answering(terminal)
    dependencies.environment.stdinIsTTY = true
    _ = try CalendarAdmin(dependencies).enable(confirmed: false)
    #expect(terminal.asked.count == 1)
    #expect(terminal.asked.first?.contains("calendars you connect later") == true)
  }

  @Test(
    "'y' or 'yes' in any case, with spaces around, turns reading on", arguments: ["y", "Y", "yes", "YES", " Yes  "])
  func yesTurnsReadingOn(answer: String) throws {
    let dependencies = try Self.dependencies(tty: true, terminal: ScriptedTerminal(answers: [answer]))
    #expect(try CalendarAdmin(dependencies).enable(confirmed: false))
    #expect(try dependencies.settings.load().calendar.enabled)
  }

  @Test("'n', an empty line or another word leaves reading off", arguments: ["n", "N", "no", "", "  ", "yeah"])
  func otherAnswersLeaveReadingOff(answer: String) throws {
    let dependencies = try Self.dependencies(tty: true, terminal: ScriptedTerminal(answers: [answer]))
    #expect(try CalendarAdmin(dependencies).enable(confirmed: false) == false)
    #expect(try dependencies.settings.load().calendar.enabled == false)
  }

  @Test("the end of input leaves reading off")
  func endOfInputLeavesReadingOff() throws {
    let terminal = ScriptedTerminal()
    let dependencies = try Self.dependencies(tty: true, terminal: terminal)
    #expect(try CalendarAdmin(dependencies).enable(confirmed: false) == false)
    #expect(terminal.asked.count == 1)
    #expect(try dependencies.settings.load().calendar.enabled == false)
  }

  @Test("without a terminal and without a yes it throws and asks nothing")
  func noTerminalNeedsConfirmation() throws {
    let terminal = ScriptedTerminal(answers: ["y"])
    let dependencies = try Self.dependencies(tty: false, terminal: terminal)
    #expect(throws: CalendarAdminError.confirmationNeeded) { try CalendarAdmin(dependencies).enable(confirmed: false) }
    #expect(terminal.asked.isEmpty)
    #expect(try dependencies.settings.load().calendar.enabled == false)
  }

  @Test("confirmed turns reading on without asking, on a terminal or not", arguments: [true, false])
  func confirmedAsksNothing(tty: Bool) throws {
    let terminal = ScriptedTerminal(answers: ["n"])
    let dependencies = try Self.dependencies(tty: tty, terminal: terminal)
    #expect(try CalendarAdmin(dependencies).enable(confirmed: true))
    #expect(terminal.asked.isEmpty)
    #expect(try dependencies.settings.load().calendar.enabled)
  }
}
