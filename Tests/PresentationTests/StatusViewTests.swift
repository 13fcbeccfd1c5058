import Domain
import Presentation
import Testing

@Suite("The parent's status screens")
struct StatusViewTests {
  static let lincoln = CalendarSourceSetting(id: "lincoln", location: "/calendars/lincoln.ics", name: "Lincoln")
  static let maple = CalendarSourceSetting(id: "maple", location: "https://maple.example.org/school.ics")

  /// Lincoln read with two calendars, Maple unreachable.
  static func sources() -> [CalendarStatusReport.Source] {
    var lincoln = CalendarStatusReport.Source(setting: Self.lincoln)
    lincoln.calendars = [.init(id: "/calendars/lincoln.ics", title: "Lincoln School")]
    lincoln.upcoming = 12
    lincoln.skippedLines = 2
    var maple = CalendarStatusReport.Source(setting: Self.maple)
    maple.error = "calendar did not answer in time"
    return [lincoln, maple]
  }

  static func report(
    enabled: Bool = true, sources: [CalendarStatusReport.Source] = sources(), household: [String] = [],
    players: [(player: String, choice: [String])] = []
  ) -> CalendarStatusReport {
    CalendarStatusReport(
      enabled: enabled, sources: sources, household: household, players: players, rules: ContextRules(),
      overrideCount: 0)
  }

  static func lines(_ report: CalendarStatusReport) -> [String] {
    CalendarStatusView.text(report, style: .plain).components(separatedBy: "\n")
  }

  // MARK: Calendar status

  @Test("with reading on, each source shows its location, its calendars and its counts")
  func readingOn() {
    let lines = Self.lines(Self.report())
    #expect(lines.first == "Calendar reading: on")
    #expect(lines.contains("  lincoln (Lincoln): /calendars/lincoln.ics"))
    #expect(lines.contains("    reads \"Lincoln School\" (id /calendars/lincoln.ics)"))
    #expect(lines.contains("    12 events in the next four weeks, 2 lines skipped"))
  }

  @Test("with reading off, sources are listed but nothing read from them is shown")
  func readingOff() {
    let text = CalendarStatusView.text(Self.report(enabled: false), style: .plain)
    let lines = text.components(separatedBy: "\n")
    #expect(lines.first == "Calendar reading: off")
    #expect(text.contains("Nothing is read"))
    #expect(lines.contains("  lincoln (Lincoln): /calendars/lincoln.ics"))
    #expect(lines.contains("  maple: https://maple.example.org/school.ics"))
    #expect(!text.contains("reads \""))
    #expect(!text.contains("Lincoln School"))
    #expect(!text.contains("in the next four weeks"))
    #expect(!text.contains("unavailable"))
  }

  @Test("a source that failed says it is unavailable and why, with no counts")
  func failedSource() throws {
    let lines = Self.lines(Self.report())
    let maple = try #require(lines.firstIndex(of: "  maple: https://maple.example.org/school.ics"))
    #expect(lines[maple + 1] == "    unavailable: calendar did not answer in time")
    #expect(lines[maple + 2] == "")
  }

  @Test("a feed's network options are listed, the password command by its program alone; http is named unencrypted")
  func networkOptions() throws {
    let feed = CalendarSourceSetting(
      id: "club", location: "http://club.example.org/cal.ics?key=s3cr3t",
      network: NetworkOptions(
        user: "anna", passwordCommand: ["secret-tool", "lookup", "club", "hunter2-place"], timeoutSeconds: 30,
        connectTimeoutSeconds: 2, userAgent: "Mozilla/5.0", caFile: "/etc/club.pem", maxBytes: 2048))
    let lines = Self.lines(Self.report(enabled: false, sources: [.init(setting: feed)]))
    let club = try #require(lines.firstIndex(of: "  club: http://club.example.org/cal.ics?key=****"))
    #expect(lines[club + 1] == "    read unencrypted (http)")
    #expect(
      lines[club + 2]
        == "    network: user anna; password from secret-tool; timeout 30 s; connect timeout 2 s; "
        + "user agent Mozilla/5.0; CA file /etc/club.pem; at most 2048 bytes")
    #expect(!lines.joined().contains("hunter2-place"))
    #expect(!Self.lines(Self.report()).joined().contains("network:"))
  }

  @Test("the question before reading is turned on names each calendar, a secret address masked")
  func consent() {
    let question = PromptText.calendarConsent([
      "/calendars/lincoln.ics", "https://anna:hunter2@dav.example.org/cal/?token=s3cr3t",
    ])
    #expect(question.contains("  /calendars/lincoln.ics\n  https://anna:****@dav.example.org/cal/?token=****\n"))
    #expect(!question.contains("hunter2") && !question.contains("s3cr3t"))
  }

  @Test("the household status shows a secret address masked, in text and JSON")
  func householdStatus() throws {
    let source = CalendarSourceSetting(
      id: "family", location: "webcal://p1-caldav.icloud.com/published/2/Ab12Cd34Ef56Gh78Ij90Kl12")
    let report = HouseholdReport(
      players: [], calendarReading: true, sources: [source], pinSet: false, settingsFile: "/h/settings.json",
      databaseFile: "/h/timequest.sqlite", stateFolder: "/h/state")
    let text = HouseholdStatusView.text(report, style: .plain)
    let json = HouseholdStatusView.json(report).pretty()
    for output in [text, json] {
      #expect(output.contains("webcal://p1-caldav.icloud.com/published/2/****"), "\(output)")
      #expect(!output.contains("Ab12Cd34"))
    }
  }

  @Test("event and skipped line counts are singular for one, plural otherwise", arguments: [0, 1, 2])
  func counts(count: Int) {
    var source = CalendarStatusReport.Source(setting: Self.lincoln)
    source.upcoming = count
    source.skippedLines = count
    let lines = Self.lines(Self.report(sources: [source]))
    let expected =
      switch count {
      case 0: "    0 events in the next four weeks"
      case 1: "    1 event in the next four weeks, 1 line skipped"
      default: "    \(count) events in the next four weeks, \(count) lines skipped"
      }
    #expect(lines.contains(expected))
  }

  @Test("the household's choice and each player's are listed, players by name")
  func selections() throws {
    let every = Self.lines(Self.report())
    #expect(every.contains("  household: every connected calendar"))
    let chosen = Self.lines(
      Self.report(household: ["Lincoln"], players: [("Leo", ["Lincoln"]), ("Maya", ["maple", "Lincoln · Sports"])]))
    #expect(chosen.contains("  household: Lincoln"))
    let leo = try #require(chosen.firstIndex(of: "  Leo: Lincoln"))
    #expect(chosen[leo + 1] == "  Maya: maple, Lincoln · Sports")
  }

  @Test("with nothing connected it says how to add a calendar")
  func nothingConnected() {
    #expect(Self.lines(Self.report(sources: [])).contains("  none — add one with 'tq-parent calendar add FILE|FOLDER'"))
  }

  // MARK: Household status

  static let household = HouseholdReport(
    players: [
      .init(name: "Leo", routines: ["Bedtime"]), .init(name: "Maya", routines: ["School morning", "Bedtime"]),
      .init(name: "Zoe", routines: []),
    ],
    calendarReading: false, sources: [lincoln, maple], pinSet: true,
    settingsFile: "/home/p/.config/timequest/settings.json",
    databaseFile: "/home/p/.local/share/timequest/timequest.sqlite", stateFolder: "/home/p/.local/state/timequest")

  @Test("the household lists each player with their routines counted and named")
  func householdPlayers() {
    let lines = HouseholdStatusView.text(Self.household, style: .plain).components(separatedBy: "\n")
    #expect(lines.first == "Household")
    #expect(
      Array(lines[1...3]) == [
        "  Leo: 1 routine (Bedtime)", "  Maya: 2 routines (School morning, Bedtime)", "  Zoe: 0 routines",
      ])
  }

  @Test("the household status names the three places TimeQuest keeps files")
  func householdFiles() {
    let lines = HouseholdStatusView.text(Self.household, style: .plain).components(separatedBy: "\n")
    #expect(
      Array(lines.suffix(4)) == [
        "Files", "  Settings: /home/p/.config/timequest/settings.json",
        "  Database: /home/p/.local/share/timequest/timequest.sqlite",
        "  State:    /home/p/.local/state/timequest (automatic backups in backups/)",
      ])
  }

  @Test("the household status shows calendar reading, the sources by name and whether a PIN is set")
  func householdCalendarAndPIN() {
    let text = HouseholdStatusView.text(Self.household, style: .plain)
    #expect(text.contains("  Reading: off (weekday rules only)"))
    #expect(text.contains("  Lincoln: /calendars/lincoln.ics\n  maple: https://maple.example.org/school.ics"))
    #expect(text.contains("  set: tq-parent commands ask for it"))
    let empty = HouseholdReport(
      players: [], calendarReading: true, sources: [], pinSet: false, settingsFile: "s", databaseFile: "d",
      stateFolder: "t")
    let emptyText = HouseholdStatusView.text(empty, style: .plain)
    #expect(emptyText.contains("  No players yet. Add one with: tq-parent player add NAME"))
    #expect(emptyText.contains("  Reading: on\n"))
    #expect(emptyText.contains("  No calendars connected."))
    #expect(emptyText.contains("  not set"))
  }
}
