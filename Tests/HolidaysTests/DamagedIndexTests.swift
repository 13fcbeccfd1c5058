import Foundation
import Testing

@testable import Holidays

/// Issue 23: a damaged install of the holiday data is named, file and fault, with what to do,
/// and escaped names read back as written: paths no test with the shipped data takes.
@Suite("Holiday data: a damaged index is named, escaped names are read whole")
struct DamagedIndexTests {
  static let meta = "format\t1\nfirst_year\t2020\nlast_year\t2030\nlibrary_version\t1.0\n"

  /// The index read from a folder holding `index` as index.tsv (none when nil), or its error's text.
  static func read(index: String?) throws -> Result<HolidayIndex, HolidayDataError> {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("holidays-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(meta.utf8).write(to: folder.appendingPathComponent("META.tsv"))
    if let index { try Data(index.utf8).write(to: folder.appendingPathComponent("index.tsv")) }
    do throws(HolidayDataError) {
      return .success(try HolidayIndex(directory: folder))
    } catch {
      return .failure(error)
    }
  }

  static func message(_ result: Result<HolidayIndex, HolidayDataError>) -> String? {
    if case .failure(let error) = result { return error.description }
    return nil
  }

  @Test("a country whose years run backwards is refused, naming the file and the country")
  func backwardYears() throws {
    let result = try Self.read(index: "C\tXX\t\tXland\txx\ten\tpublic\t2030\t2020\t\n")
    #expect(
      Self.message(result)
        == "built-in holiday data unreadable: index.tsv (years of XX); reinstall TimeQuest")
  }

  @Test("a line of no known kind is refused, quoted")
  func unknownLine() throws {
    let result = try Self.read(index: "Q\tfoo\n")
    #expect(
      Self.message(result)
        == "built-in holiday data unreadable: index.tsv (unexpected line 'Q foo'); reinstall TimeQuest")
  }

  @Test("a missing index is a file that cannot be read")
  func missingIndex() throws {
    #expect(
      Self.message(try Self.read(index: nil))
        == "built-in holiday data unreadable: index.tsv (cannot be read); reinstall TimeQuest")
  }

  @Test("escaped tabs, line ends and backslashes in names are read back as written")
  func escapedNames() throws {
    let result = try Self.read(
      index: "C\tXX\t\tA\\tB\\nC\\rD\\\\E\txx\ten\tpublic\t2020\t2030\t\nS\tXX-1\tOne\\tTwo\tuno|dos\\\\tres\n")
    let index = try result.get()
    #expect(index.countries.map(\.name) == ["A\tB\nC\rD\\E"])
    #expect(index.countries.first?.subdivisions.map(\.name) == ["One\tTwo"])
    #expect(index.countries.first?.subdivisions.first?.aliases == ["uno", "dos\\tres"])
    #expect(index.countries.first?.years == 2020...2030)
  }
}
