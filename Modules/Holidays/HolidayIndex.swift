import Domain
import Foundation

/// One country of the built-in data, as `index.tsv` lists it.
public struct HolidayCountryInfo: Hashable, Sendable {
  public struct Subdivision: Hashable, Sendable {
    /// The library's code (`BY`, `SCT`, `Zone A`), compared case-sensitively in the data.
    public var code: String
    public var name: String
    public var aliases: [String]
  }

  public var code: String
  /// ISO alpha-3 and aliases (`GBR`, `UK`).
  public var otherCodes: [String]
  public var name: String
  public var localLanguage: String
  public var englishLanguage: String
  public var categories: [String]
  /// The years the library vouches for; other years are unknown.
  public var years: ClosedRange<Int>
  public var subdivisions: [Subdivision]
}

/// `index.tsv` and `META.tsv`: which countries and subdivisions exist, read once when a holiday
/// source is first named (never by a program that reads no `holidays:` source).
public struct HolidayIndex: Sendable {
  public var countries: [HolidayCountryInfo]
  public var libraryVersion: String
  /// The years every country file has.
  public var dataYears: ClosedRange<Int>

  /// - Throws: `HolidayDataError` when a file is missing or not of format 1.
  init(directory: URL) throws(HolidayDataError) {
    var meta: [String: String] = [:]
    for fields in try HolidayFile.lines(directory.appendingPathComponent("META.tsv")) where fields.count == 2 {
      meta[String(fields[0])] = String(fields[1])
    }
    guard meta["format"] == "1" else { throw .badFormat(file: "META.tsv", reason: "format \(meta["format"] ?? "?")") }
    guard let first = meta["first_year"].flatMap(Int.init), let last = meta["last_year"].flatMap(Int.init),
      first <= last
    else { throw .badFormat(file: "META.tsv", reason: "no year range") }
    libraryVersion = meta["library_version"] ?? "?"
    dataYears = first...last
    countries = []
    for fields in try HolidayFile.lines(directory.appendingPathComponent("index.tsv")) {
      switch fields.first {
      case "C" where fields.count == 10:
        guard let from = Int(fields[7]), let to = Int(fields[8]), from <= to else {
          throw .badFormat(file: "index.tsv", reason: "years of \(fields[1])")
        }
        countries.append(
          HolidayCountryInfo(
            code: String(fields[1]), otherCodes: HolidayFile.list(fields[2], ","),
            name: HolidayFile.unescape(fields[3]), localLanguage: String(fields[4]),
            englishLanguage: String(fields[5]), categories: HolidayFile.list(fields[6], ","), years: from...to,
            subdivisions: []))
      case "S" where fields.count == 4 && !countries.isEmpty:
        countries[countries.count - 1].subdivisions.append(
          HolidayCountryInfo.Subdivision(
            code: HolidayFile.unescape(fields[1]), name: HolidayFile.unescape(fields[2]),
            aliases: HolidayFile.list(fields[3], "|").map { HolidayFile.unescape(Substring($0)) }))
      default:
        throw .badFormat(file: "index.tsv", reason: "unexpected line '\(fields.joined(separator: " "))'")
      }
    }
  }

  /// The country with this code, alpha-3 code or alias, any case.
  public func country(_ code: String) -> HolidayCountryInfo? {
    let upper = code.uppercased()
    return countries.first { $0.code == upper || $0.otherCodes.contains(upper) }
  }

  /// A region as a parent types it (`us-ca`, `DE`, `GB-SCT`, `FR-Zone A`), in its canonical spelling.
  /// - Throws: `HolidayDataError.unknownRegion` naming the nearest codes.
  public func region(_ text: String) throws(HolidayDataError) -> HolidayRegion {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    let countryText = parts.first.map(String.init) ?? ""
    guard let country = country(countryText) else {
      throw .unknownRegion(text, nearest: Nearest.codes(to: countryText.uppercased(), among: countries.map(\.code)))
    }
    guard parts.count == 2 else { return HolidayRegion(country: country.code, subdivision: nil) }
    let wanted = String(parts[1])
    let codes = country.subdivisions.map(\.code)
    if let exact = codes.first(where: { $0 == wanted }) ?? codes.first(where: { $0.lowercased() == wanted.lowercased() }
    )
      ?? country.subdivisions.first(where: { $0.aliases.contains { $0.lowercased() == wanted.lowercased() } })?.code
    {
      return HolidayRegion(country: country.code, subdivision: exact)
    }
    let nearest = Nearest.codes(to: wanted, among: codes).map { "\(country.code)-\($0)" }
    throw .unknownRegion(text, nearest: nearest.isEmpty ? [country.code] : nearest)
  }
}

/// A country, or one of its subdivisions: `US`, `US-CA`, `FR-Zone A`.
public struct HolidayRegion: Hashable, Sendable, CustomStringConvertible {
  public var country: String
  public var subdivision: String?

  public init(country: String, subdivision: String?) {
    self.country = country
    self.subdivision = subdivision
  }

  public var description: String { subdivision.map { "\(country)-\($0)" } ?? country }
}

/// Why the holiday data could not be used.
public enum HolidayDataError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  case missing(searched: [String])
  case badFormat(file: String, reason: String)
  case unknownRegion(String, nearest: [String])

  public var exitCode: Int32 {
    switch self {
    case .missing: 69
    case .badFormat: 65
    case .unknownRegion: 64
    }
  }

  public var description: String {
    switch self {
    case .missing(let searched):
      "built-in holiday data not found (looked in \(searched.joined(separator: ", "))); reinstall TimeQuest"
    case .badFormat(let file, let reason):
      "built-in holiday data unreadable: \(file) (\(reason)); reinstall TimeQuest"
    case .unknownRegion(let text, let nearest):
      "unknown holiday region '\(text)'"
        + (nearest.isEmpty ? "" : "; nearest: \(nearest.joined(separator: ", "))")
        + "; 'tq-parent calendar holidays' lists the codes"
    }
  }
}

/// The codes closest to a mistyped one, by edit distance, then alphabetically.
enum Nearest {
  static func codes(to text: String, among codes: [String], count: Int = 3) -> [String] {
    let target = Array(text.lowercased())
    let scored = codes.map { code -> (Int, String) in
      let lower = Array(code.lowercased())
      // A code that starts like the text is nearer than an equally distant one that does not.
      let prefix = !target.isEmpty && lower.starts(with: target.prefix(1)) ? 0 : 1
      return (distance(target, lower) * 2 + prefix, code)
    }
    return scored.sorted { $0 < $1 }.prefix(count).map(\.1)
  }

  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}

/// The common rules of FORMAT.md: TAB-separated lines, escaped text fields.
enum HolidayFile {
  static func bytes(_ url: URL) throws(HolidayDataError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .badFormat(file: url.lastPathComponent, reason: "cannot be read")
    }
    return [UInt8](data)
  }

  /// Each line's byte range, without its LF. Bytes, not characters: splitting the text by
  /// `Character` took milliseconds for the index alone.
  static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(bytes.count / 16)
    var start = 0
    // Over the buffer by index: `enumerated()` over the array cost twice as much per byte.
    bytes.withUnsafeBufferPointer { buffer in
      for i in buffer.indices where buffer[i] == 0x0A {
        if i > start { ranges.append(start..<i) }
        start = i + 1
      }
    }
    if start < bytes.count { ranges.append(start..<bytes.count) }
    return ranges
  }

  /// A line's TAB-separated fields, empty ones kept.
  static func fields(_ bytes: [UInt8], _ line: Range<Int>) -> [Substring] {
    var fields: [Substring] = []
    // A day line has four fields: room for them at once, not grown three times.
    fields.reserveCapacity(4)
    var start = line.lowerBound
    for i in line where bytes[i] == 0x09 {
      fields.append(Substring(String(decoding: bytes[start..<i], as: UTF8.self)))
      start = i + 1
    }
    fields.append(Substring(String(decoding: bytes[start..<line.upperBound], as: UTF8.self)))
    return fields
  }

  static func lines(_ url: URL) throws(HolidayDataError) -> [[Substring]] {
    let bytes = try bytes(url)
    return lineRanges(bytes).map { fields(bytes, $0) }
  }

  static func list(_ field: Substring, _ separator: Unicode.Scalar) -> [String] {
    field.utf8.split(separator: UInt8(ascii: separator)).map { String(decoding: $0, as: UTF8.self) }
  }

  static func unescape(_ field: Substring) -> String {
    // On the bytes: `contains("\\")` is Foundation's string search, which took most of the index's parse.
    guard field.utf8.contains(UInt8(ascii: "\\")) else { return String(field) }
    var result = ""
    var escaped = false
    for c in field {
      if escaped {
        switch c {
        case "t": result.append("\t")
        case "n": result.append("\n")
        case "r": result.append("\r")
        default: result.append(c)
        }
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else {
        result.append(c)
      }
    }
    return result
  }
}
