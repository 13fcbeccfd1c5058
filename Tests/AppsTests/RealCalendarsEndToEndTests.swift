import Crypto
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

  /// One row of `calendars.tsv`: where a calendar is read and which set it is in (see SPLIT.md).
  struct Entry: Sendable {
    var file: String
    var country: String
    var language: String
    var zone: String
    var set: String
    var shape: String
  }

  static func entries() throws -> [String: Entry] {
    let text = try String(contentsOf: folder.appendingPathComponent("calendars.tsv"), encoding: .utf8)
    var entries: [String: Entry] = [:]
    for line in text.split(separator: "\n").dropFirst() {
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count >= 6 else { continue }
      entries[f[0]] = Entry(file: f[0], country: f[1], language: f[2], zone: f[3], set: f[4], shape: f[5])
    }
    return entries
  }

  /// The 14 calendars the engine was built on before the split was fixed: tuning, whatever their names.
  static let builtOn: Set<String> = [
    "us-st-johns-county.ics", "us-livingston-nj.ics", "gb-st-pauls-enfield.ics", "de-schulferien-bayern.ics",
    "de-schulferien-berlin.ics", "fr-calendrier-zone-a.ics", "au-sa-school-terms.ics", "de-feiertage.ics",
    "fr-jours-feries.ics", "es-festivos-2021.ics", "co-festivos.ics", "us-holidays.ics",
    "gb-bank-holidays-england-wales.ics", "au-sa-public-holidays.ics",
  ]

  /// The set SPLIT.md's rule puts a calendar in: by the first hex digit of its name's SHA-256.
  static func ruleSet(of file: String) -> String {
    if builtOn.contains(file) { return "tuning" }
    let first = Array(SHA256.hash(data: Data(file.utf8)))[0]
    return first >> 4 < 8 ? "validation" : "tuning"
  }

  @Test("every calendar is listed once, with its zone, and in the set the split's rule gives it")
  func split() throws {
    let entries = try Self.entries()
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".ics") }
    #expect(Set(files) == Set(entries.keys))
    let labelled = Dictionary(grouping: try Self.labels(), by: \.file)
    for entry in entries.values.sorted(by: { $0.file < $1.file }) {
      #expect(entry.set == Self.ruleSet(of: entry.file), "\(entry.file) is in \(entry.set)")
      #expect(TimeZone(identifier: entry.zone) != nil, "\(entry.file): zone \(entry.zone)")
      #expect(labelled[entry.file, default: []].count >= 8, "\(entry.file) has fewer than 8 labelled dates")
    }
  }

  @Test("the labelled dates of real calendars are judged as labelled on a fresh home: both sets scored apart")
  func labelledDates() throws {
    let labels = try Self.labels()
    let entries = try Self.entries()
    #expect(labels.count >= 100)
    #expect(Set(labels.map(\.file)).count >= 10)
    let home = try TemporaryDirectory()
    var misses: [String] = []
    var missedBySet: [String: Int] = [:]
    for (file, group) in Dictionary(grouping: labels, by: \.file).sorted(by: { $0.key < $1.key }) {
      let dates = group.map(\.date).sorted()
      let result = try Executable("tq-parent").run(
        [
          "calendar", "preview", "--source", Self.folder.appendingPathComponent(file).path, "--from", dates[0],
          "--to", dates[dates.count - 1], "--format", "json", "--home", home.path,
        ], environment: ["TZ": entries[file]?.zone ?? "UTC"])
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
          missedBySet[entries[file]?.set ?? "unlisted", default: 0] += 1
          // The validation set is scored, never read: its disagreements are counted, not shown (SPLIT.md).
          guard entries[file]?.set != "validation" else { continue }
          misses.append(
            "\(label) — judged \(kind ?? "nothing")\(afternoon ? " + free afternoon" : "")"
              + " by \(day?["rule"] as? String ?? "?"): \(day?["reason"] as? String ?? "")")
        }
      }
    }
    let labelsBySet = Dictionary(grouping: labels) { entries[$0.file]?.set ?? "unlisted" }
    var shares: [String: Double] = [:]
    for set in ["tuning", "validation"] {
      let count = labelsBySet[set]?.count ?? 0
      guard count > 0 else { continue }
      let agreed = count - missedBySet[set, default: 0]
      let calendars = Set(labelsBySet[set, default: []].map(\.file)).count
      shares[set] = Double(agreed) / Double(count)
      print(
        "real calendars, \(set) set (\(calendars) calendars): \(agreed) of \(count) labels agree"
          + " (\(String(format: "%.1f", Double(agreed) * 100 / Double(count))) %)")
    }
    for miss in misses { print("  disagrees: \(miss)") }
    #expect(shares["tuning", default: 0] >= Self.tuningFloor, "\(misses.joined(separator: "\n"))")
    if let validation = shares["validation"] {
      #expect(validation >= Self.validationFloor, "\(misses.joined(separator: "\n"))")
    }
  }

  /// What each set scored when last measured (2026-11-28, 80 calendars, with the rules of issue 22's
  /// thirteenth session: tuning 740 of 745, 99.3 %; validation 486 of 538, 90.3 %), rounded down: a
  /// change that makes the engine worse fails here. The goal is 0.95 on both.
  static let tuningFloor = 0.99
  static let validationFloor = 0.90
}
