import Foundation

/// The country a time zone is in, from the system's tz database (`zone.tab`: one country per
/// zone). Read once, and only when a calendar's dates are compared with a country's holidays.
enum ZoneCountries {
  static let byZone: [String: String] = {
    guard let text = try? String(contentsOfFile: "/usr/share/zoneinfo/zone.tab", encoding: .utf8) else { return [:] }
    var countries: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      if fields.count >= 3 { countries[String(fields[2])] = String(fields[0]) }
    }
    return countries
  }()

  /// The ISO 3166 code of the zone's country; nil for a zone that names none (`UTC`, `Etc/GMT+5`).
  static func country(of zone: TimeZone) -> String? { byZone[zone.identifier] }
}
