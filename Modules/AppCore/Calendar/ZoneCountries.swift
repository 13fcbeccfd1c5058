import Foundation

/// The country a time zone is in, from the system's tz database (`zone.tab`: one country per
/// zone). Looked up at every look with calendars (the national holidays), so the file's bytes are
/// searched for the one zone instead of building a table of all of them by characters.
enum ZoneCountries {
  static let table: [UInt8] = FileManager.default.contents(atPath: "/usr/share/zoneinfo/zone.tab").map(Array.init) ?? []

  /// The ISO 3166 code of the zone's country; nil for a zone that names none (`UTC`, `Etc/GMT+5`).
  static func country(of zone: TimeZone) -> String? { country(of: zone.identifier, in: table) }

  /// The first field of the line whose third field is `zone`, in `zone.tab`'s layout
  /// (`CC<TAB>coordinates<TAB>zone[<TAB>comment]`, `#` comments).
  static func country(of zone: String, in table: [UInt8]) -> String? {
    let name = Array(zone.utf8)
    guard !name.isEmpty else { return nil }
    let tab = UInt8(ascii: "\t")
    var lineStart = 0
    while lineStart < table.count {
      let lineEnd = table[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? table.count
      let line = table[lineStart..<lineEnd]
      // The third field found by its two tabs before it: splitting each of the file's ~400 lines
      // into an array of fields cost more than the rest of the search.
      if line.first != UInt8(ascii: "#"), let tab1 = line.firstIndex(of: tab),
        let tab2 = table[(tab1 + 1)..<lineEnd].firstIndex(of: tab)
      {
        let zoneEnd = table[(tab2 + 1)..<lineEnd].firstIndex(of: tab) ?? lineEnd
        if zoneEnd - tab2 - 1 == name.count, table[(tab2 + 1)..<zoneEnd].elementsEqual(name) {
          return String(decoding: table[lineStart..<tab1], as: UTF8.self)
        }
      }
      lineStart = lineEnd + 1
    }
    return nil
  }
}
