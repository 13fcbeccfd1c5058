import Foundation

/// The built-in holiday data: a folder of `Data/` files (FORMAT.md). Nothing is read when this is
/// made; the index on the first question, a country's file the first time that country is asked for.
public final class HolidayData: @unchecked Sendable {
  public let directory: URL
  private let lock = NSLock()
  private var loadedIndex: HolidayIndex?
  private var loadedCountries: [String: HolidayCountry] = [:]

  public init(directory: URL) { self.directory = directory }

  /// The data installed with the programs, found on first use; shared by every source of a run.
  public static let installed: Result<HolidayData, HolidayDataError> = {
    let candidates = searchedDirectories()
    for candidate in candidates
    where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("META.tsv").path) {
      return .success(HolidayData(directory: candidate))
    }
    return .failure(.missing(searched: candidates.map(\.path)))
  }()

  /// Where the data are looked for, as the demo household is: beside the executable in SwiftPM's
  /// resource bundle (a build), then `PREFIX/share/timequest/holidays` (an install in PREFIX/bin).
  static func searchedDirectories() -> [URL] {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    return [
      executable.appendingPathComponent("TimeQuest_Holidays.resources/Data"),
      executable.deletingLastPathComponent().appendingPathComponent("share/timequest/holidays"),
    ]
  }

  public func index() throws(HolidayDataError) -> HolidayIndex {
    lock.lock()
    defer { lock.unlock() }
    if let loadedIndex { return loadedIndex }
    let index = try HolidayIndex(directory: directory)
    loadedIndex = index
    return index
  }

  /// One country's file (its canonical code), read once.
  public func country(_ code: String) throws(HolidayDataError) -> HolidayCountry {
    lock.lock()
    defer { lock.unlock() }
    if let country = loadedCountries[code] { return country }
    let bytes = try HolidayFile.bytes(directory.appendingPathComponent("\(code).tsv"))
    let country = try HolidayCountry(code: code, bytes: bytes)
    loadedCountries[code] = country
    return country
  }

  /// How many country files have been read: lets tests show that the data are read lazily.
  public var countriesRead: Int {
    lock.lock()
    defer { lock.unlock() }
    return loadedCountries.count
  }
}
