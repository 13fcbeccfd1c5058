import Foundation
import TestSupport
import Testing

/// A feed's options at the command line (issue 24): each bad value is refused with its code and a
/// message naming it, and nothing is saved.
@Suite("calendar add and set: a feed's options, end to end")
struct FeedOptionsEndToEndTests {
  static let calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"

  @Test("a bad value or an option a file cannot use: its code, the option named, nothing saved")
  func refused() throws {
    let household = try HouseholdFixture()
    let outside = try TemporaryDirectory()
    let file = try outside.write("school.ics", Self.calendar)
    let cases: [(arguments: [String], status: Int32, mentions: String)] = [
      (["add", file, "--user", "anna", "--timeout", "20"], 64, "--user, --timeout are only for a calendar read over"),
      (["add", file, "--ca-file", "/nowhere.pem"], 64, "--ca-file is only for a calendar read over the network"),
      (["add", "https://x.example/c.ics", "--timeout", "301"], 64, "--timeout 301 is out of range"),
      (["add", "https://x.example/c.ics", "--connect-timeout", "0"], 64, "--connect-timeout 0 is out of range"),
      (["add", "https://x.example/c.ics", "--max-bytes", "12"], 64, "--max-bytes 12 is out of range"),
      (["add", "https://x.example/c.ics", "--user", "a:b"], 64, "--user holds a colon"),
      (["add", "https://x.example/c.ics", "--user-agent", "X\u{7}"], 64, "--user-agent holds U+0007"),
      (["add", "https://x.example/c.ics", "--password-command", "pass show x | head"], 64, "holds |"),
      (["add", "https://x.example/c.ics", "--password-command", "pass 'x"], 64, "unclosed ' quote"),
      (["add", "https://x.example/c.ics", "--password-command", ""], 64, "--password-command is empty"),
      (["set", "nothing", "--timeout", "20"], 65, "no calendar 'nothing' is connected"),
    ]
    for example in cases {
      let result = try household.parent.run(["calendar"] + example.arguments + ["--home", household.home.path])
      #expect(result.status == example.status, "\(example.arguments): \(result.stderr)")
      #expect(result.stderr.contains(example.mentions), "\(example.arguments): \(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: household.home.path + "/config/settings.json"))

    try household.parent("calendar", "add", file, "--name", "School", "--no-check")
    let set = try household.parent("calendar", "set", "school", "--user-agent", "X/1", "--reset", "timeout")
    #expect(set.status == 64)
    #expect(
      set.stderr.contains("--timeout, --user-agent are only for a calendar read over the network"), "\(set.stderr)")
    let unchanged = try household.parent("calendar", "set", "school")
    #expect(unchanged.stdout.contains("every option is the default"), "\(unchanged.stdout)")
  }

  @Test("a settings file with a feed's option out of range: 65 naming the key, at every command that reads it")
  func damagedSettings() throws {
    let household = try HouseholdFixture()
    try household.home.write(
      "config/settings.json",
      #"{"calendar":{"sources":[{"id":"feed","location":"https://x.example/c.ics","connectTimeoutSeconds":90}]}}"#)
    for arguments in [["calendar", "status"], ["status"]] {
      let result = try household.parent.run(arguments + ["--home", household.home.path])
      #expect(result.status == 65, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("calendar.sources[0].connectTimeoutSeconds"), "\(result.stderr)")
      #expect(result.stderr.contains("90 s, outside 1 to 60"), "\(result.stderr)")
    }
    // The notifier still delivers the weekday view, its reason naming the damage.
    let notify = try household.notify("--sink", "json")
    #expect(notify.status == 0, "\(notify.stderr)")
    #expect(notify.stdout.contains("calendar.sources[0].connectTimeoutSeconds"), "\(notify.stdout)")
  }
}
