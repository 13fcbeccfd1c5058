import Foundation
import TestSupport
import Testing

/// Real published calendars (see RealCalendars/SOURCES.md) with dates a person labelled from the
/// calendars themselves (RealCalendars/labels.tsv), judged by `tq-parent calendar preview
/// --source` on a fresh home: no keyword, role or language set up.
@Suite("Real calendars, end to end")
struct RealCalendarsEndToEndTests {
  struct Label: Sendable, CustomStringConvertible {
    var file: String
    var date: String
    var kind: String
    var freeAfternoon: Bool
    var why: String
    var description: String { "\(file) \(date): \(kind)\(freeAfternoon ? " + free afternoon" : "") (\(why))" }
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "RealCalendars")

  static func labels() throws -> [Label] {
    let text = try String(contentsOf: folder.appendingPathComponent("labels.tsv"), encoding: .utf8)
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 5 else { return nil }
      return Label(
        file: fields[0], date: fields[1], kind: fields[2], freeAfternoon: fields[3] == "true", why: fields[4])
    }
  }

  /// A family reads its calendar where it lives: the zone of the calendar's country.
  static func zone(of file: String) -> String {
    switch file.prefix(2) {
    case "us": "America/New_York"
    case "gb": "Europe/London"
    case "fr": "Europe/Paris"
    case "es": "Europe/Madrid"
    case "co": "America/Bogota"
    case "au": "Australia/Adelaide"
    default: "Europe/Berlin"
    }
  }

  @Test("at least 95 % of the labelled dates of real calendars are judged as labelled, on a fresh home")
  func labelledDates() throws {
    let labels = try Self.labels()
    #expect(labels.count >= 100)
    #expect(Set(labels.map(\.file)).count >= 10)
    let home = try TemporaryDirectory()
    var misses: [String] = []
    for (file, group) in Dictionary(grouping: labels, by: \.file).sorted(by: { $0.key < $1.key }) {
      let dates = group.map(\.date).sorted()
      let result = try Executable("tq-parent").run(
        [
          "calendar", "preview", "--source", Self.folder.appendingPathComponent(file).path, "--from", dates[0],
          "--to", dates[dates.count - 1], "--format", "json", "--home", home.path,
        ], environment: ["TZ": Self.zone(of: file)])
      #expect(result.status == 0, "\(file): \(result.stderr)")
      let object = try #require(try parseJSON(result.stdout) as? [String: Any])
      let days = (object["days"] as? [[String: Any]] ?? [])
      var byDate: [String: [String: Any]] = [:]
      for day in days { if let date = day["date"] as? String { byDate[date] = day } }
      for label in group {
        let day = byDate[label.date]
        let kind = day?["kind"] as? String
        let afternoon = day?["freeAfternoon"] as? Bool ?? false
        if kind != label.kind || afternoon != label.freeAfternoon {
          misses.append(
            "\(label) — judged \(kind ?? "nothing")\(afternoon ? " + free afternoon" : "")"
              + " by \(day?["rule"] as? String ?? "?"): \(day?["reason"] as? String ?? "")")
        }
      }
    }
    let agreed = labels.count - misses.count
    let share = Double(agreed) / Double(labels.count)
    print("real calendars: \(agreed) of \(labels.count) labels agree (\(String(format: "%.1f", share * 100)) %)")
    for miss in misses { print("  disagrees: \(miss)") }
    #expect(share >= 0.95, "\(misses.joined(separator: "\n"))")
  }
}
