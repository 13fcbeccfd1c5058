import Domain
import Foundation
import Presentation
import Testing

@Suite("calendar status: a calendar's colour, and the report as JSON")
struct CalendarStatusJSONTests {
  static let account = CalendarSourceSetting(id: "dav", location: "caldavs://anna:hunter2@dav.example.org/")
  static let maple = CalendarSourceSetting(id: "maple", location: "https://maple.example.org/school.ics?token=s3cr3t")

  /// An account with a coloured calendar and one without; a feed that failed.
  static func report(enabled: Bool = true) -> CalendarStatusReport {
    var account = CalendarStatusReport.Source(setting: Self.account)
    account.calendars = [
      .init(
        id: "https://dav.example.org/anna/school/", title: "Maple School",
        role: CalendarRoleChoice(role: .school, detected: true), regions: ["North"], color: CalendarColor("#3a87ad")),
      .init(id: "https://dav.example.org/anna/family/", title: "Family"),
    ]
    account.upcoming = 4
    account.skippedLines = 1
    var maple = CalendarStatusReport.Source(setting: Self.maple)
    maple.error = "https://maple.example.org/school.ics?token=s3cr3t did not answer in time"
    return CalendarStatusReport(
      enabled: enabled, sources: [account, maple], household: ["Maple School"], players: [("Leo", ["dav"])],
      rules: ContextRules(), overrideCount: 2)
  }

  @Test("a calendar with a colour shows its hex under it; one without shows no colour line")
  func colourLine() throws {
    let lines = CalendarStatusView.text(Self.report(), style: .plain).components(separatedBy: "\n")
    let school = try #require(lines.firstIndex { $0.hasPrefix("    reads \"Maple School\"") })
    #expect(lines[school + 1] == "      colour: #3A87AD")
    let family = try #require(lines.firstIndex { $0.hasPrefix("    reads \"Family\"") })
    #expect(!lines[family + 1].contains("colour"))
    #expect(lines.filter { $0.contains("colour") }.count == 1)
  }

  @Test("with colours on, a swatch of that colour follows the hex, which still says it")
  func swatch() {
    let text = CalendarStatusView.text(Self.report(), style: TerminalStyle(colors: true))
    #expect(text.contains("      colour: #3A87AD \u{1B}[48;2;58;135;173m  \u{1B}[0m\n"))
    #expect(!CalendarStatusView.text(Self.report(), style: .plain).contains("\u{1B}"))
  }

  @Test("JSON: each source with its calendars, a calendar's colour or null, secrets masked")
  func json() throws {
    let text = CalendarStatusView.json(Self.report()).pretty()
    #expect(!text.contains("hunter2") && !text.contains("s3cr3t"), "\(text)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["enabled"] as? Bool == true)
    #expect(object["household"] as? [String] == ["Maple School"])
    #expect(object["overrides"] as? Int == 2)
    let sources = try #require(object["sources"] as? [[String: Any]])
    #expect(sources.map { $0["id"] as? String } == ["dav", "maple"])
    #expect(sources[0]["location"] as? String == "caldavs://anna:****@dav.example.org/")
    #expect(sources[0]["upcoming"] as? Int == 4 && sources[0]["skippedLines"] as? Int == 1)
    #expect(sources[0]["error"] is NSNull)
    let calendars = try #require(sources[0]["calendars"] as? [[String: Any]])
    #expect(calendars.map { $0["title"] as? String } == ["Maple School", "Family"])
    #expect(calendars[0]["color"] as? String == "#3A87AD")
    #expect(calendars[1]["color"] is NSNull)
    #expect(calendars[0]["role"] as? String == "school" && calendars[0]["roleDetected"] as? Bool == true)
    #expect(calendars[1]["role"] is NSNull)
    #expect(calendars[0]["regions"] as? [String] == ["North"])
    #expect((sources[1]["error"] as? String)?.contains("did not answer in time") == true)
    #expect((sources[1]["calendars"] as? [Any])?.isEmpty == true)
  }

  @Test("JSON with reading off: the sources as set, nothing read")
  func jsonReadingOff() throws {
    let text = CalendarStatusView.json(Self.report(enabled: false)).serialized()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["enabled"] as? Bool == false)
    let sources = try #require(object["sources"] as? [[String: Any]])
    #expect(sources.count == 2)
    #expect(sources.allSatisfy { $0["calendars"] == nil && $0["error"] == nil })
    #expect(!text.contains("Family"))
  }
}
