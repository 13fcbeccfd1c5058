import Foundation
import TestSupport
import Testing

/// Issue 26's proof of the language packs: on a fresh home, with nothing set up, a school's calendar
/// in any pack's language has its closure read as a free day. The calendars are invented: one per
/// pack, a school-looking calendar (a timed lesson) with one all-day closure titled in that language.
@Suite("Every language pack's closure is a free day on a fresh home, end to end")
struct LanguagePacksEndToEndTests {
  /// A closure title per pack code, as a school in that language might write it.
  static let closures: [String: String] = [
    "en": "No school", "es": "Día no lectivo", "fr": "Pas de classe", "de": "Schulfrei", "nl": "Geen les",
    "it": "Vacanza", "pt": "Sem aulas", "pl": "Dzień wolny", "sv": "Sportlov", "da": "Elevfri dag",
    "nb": "Planleggingsdag", "fi": "Talviloma", "ja": "臨時休校", "ko": "재량휴업일", "zh": "寒假",
    "he": "אין לימודים", "ru": "Каникулы", "tr": "Ara tatil", "ar": "لا دراسة", "id": "Hari libur",
    "uk": "Канікули", "ro": "Zi liberă", "hu": "Tanítás nélküli munkanap", "cs": "Ředitelské volno",
    "el": "Αργία", "ms": "Cuti sekolah", "ca": "Dia no lectiu", "sk": "Riaditeľské voľno", "hr": "Nenastavni dan",
    "sr": "Nema nastave", "bg": "Неучебен ден", "sl": "Ni pouka", "lt": "Pamokų nėra", "lv": "Nav mācību",
    "et": "Koolivaba päev", "is": "Vetrarfrí", "fy": "Gjin skoalle", "sq": "Nuk ka mësim", "be": "Няма заняткаў",
    "mt": "Skola magħluqa", "lb": "Keng Schoul", "ga": "Scoil dúnta",
  ]

  /// The code of every pack in the source tree (`static let … = Language(code: "xx"`), so a pack
  /// added later without a row here fails the test.
  static func packCodes() throws -> Set<String> {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Modules/Domain/Languages").standardized
    let pattern = try NSRegularExpression(pattern: #"= Language\(\s*code: "([a-z]+)""#)
    var codes: Set<String> = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        if let range = Range(match.range(at: 1), in: text) { codes.insert(String(text[range])) }
      }
    }
    return codes
  }

  @Test("one calendar per pack, each closure a free day named by its title; a lesson day is not free")
  func everyPack() throws {
    let codes = try Self.packCodes()
    #expect(codes.count >= 40, "the packs were not found: \(codes)")
    #expect(codes == Set(Self.closures.keys), "packs without a closure here, or rows without a pack")

    let home = try TemporaryDirectory()
    // Weekdays from Monday 11 January 2027, one a pack; the lessons are all on Friday the 8th.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var day = try #require(calendar.date(from: DateComponents(year: 2027, month: 1, day: 11)))
    func compact(_ date: Date) -> String {
      let parts = calendar.dateComponents([.year, .month, .day], from: date)
      return String(format: "%04d%02d%02d", parts.year!, parts.month!, parts.day!)
    }
    var dates: [String: String] = [:]
    var arguments = ["calendar", "preview", "--from", "2027-01-08", "--format", "json", "--home", home.path + "/fresh"]
    for code in Self.closures.keys.sorted() {
      let next = day.addingTimeInterval(86_400)
      let events = [
        ICS.timed("7b", "20270108T090000", "20270108T100000"),
        ICS.allDay(Self.closures[code]!, compact(day), compact(next)),
      ]
      arguments += ["--source", try home.write("\(code).ics", ICS.calendar("Class 7b (\(code))", events))]
      let text = compact(day)
      dates[code] = "\(text.prefix(4))-\(text.dropFirst(4).prefix(2))-\(text.suffix(2))"
      // Monday to Friday: a Friday's next weekday is Monday.
      day = next.addingTimeInterval(calendar.component(.weekday, from: day) == 6 ? 2 * 86_400 : 0)
    }
    arguments += ["--to", dates.values.max()!]

    // UTC: no country's public holidays; the C locale: no language chosen for the household.
    let result = try Executable("tq-parent").run(arguments, environment: ["LANG": "C.UTF-8"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    let days = try #require(object["days"] as? [[String: Any]])
    let byDate = Dictionary(days.map { ($0["date"] as? String ?? "", $0) }) { first, _ in first }
    for (code, date) in dates.sorted(by: { $0.key < $1.key }) {
      let seen = byDate[date]
      #expect(seen?["kind"] as? String == "freeDay", "\(code): '\(Self.closures[code]!)' on \(date): \(seen ?? [:])")
      #expect((seen?["reason"] as? String)?.contains(Self.closures[code]!) == true, "\(code): \(seen ?? [:])")
    }
    #expect(byDate["2027-01-08"]?["kind"] as? String == "schoolDay", "\(byDate["2027-01-08"] ?? [:])")
  }
}
