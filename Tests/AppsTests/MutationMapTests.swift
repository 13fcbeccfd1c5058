import Foundation
import TestSupport
import Testing

/// A mutant survives when the tests that would notice it are not run, so Scripts/mutation/map.py
/// derives which suites exercise a file from what the tests name. These run it on the repository
/// itself: the suites it must find are ones that exist because a mutant once survived without them.
@Suite("The mutation map sends a file to the suites that exercise it, in any module")
struct MutationMapTests {
  static let repository = DocsTests.repository
  static let map = repository.appendingPathComponent("Scripts/mutation/map.py").path
  static let derive = repository.appendingPathComponent("Scripts/mutation/derive.py").path

  static func python(_ arguments: [String]) throws -> Executable.Result {
    try Executable.launch(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments, environment: nil, deadline: .seconds(120))
  }

  /// The filters map.py gives one file.
  static func mapped(_ file: String) throws -> [String] {
    let result = try python([map, file])
    #expect(result.status == 0, "\(result.stderr)")
    let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix(file + " ") })
    return line.split(separator: " ").dropFirst().map(String.init)
  }

  @Test("a Domain file reaches the suites of other modules that name its types, and only suites")
  func otherModules() throws {
    // ProgressReport's games of a routine were checked only by AppCore's report tests.
    let report = try Self.mapped("Modules/Domain/Reports/ProgressReport.swift")
    #expect(report.contains("AppCoreTests.GameReportTests/"), "\(report)")
    #expect(report.contains("PresentationTests.ReportViewTests/"), "\(report)")
    // Test doubles declared beside the tests are not suites, and a file no test names gets none.
    #expect(!report.contains { $0.hasPrefix("AppCoreTests.Recording") }, "\(report)")
    let stored = try Self.mapped("Modules/Domain/StoredText.swift")
    #expect(stored.contains("PersistenceTests.FoldedNameTests/"), "\(stored)")
  }

  @Test("an app's file reaches the end-to-end suites that run its command, by its subcommands")
  func endToEnd() throws {
    #expect(try Self.mapped("Apps/tq-fetch/main.swift").contains("AppsTests.FetchHelperEndToEndTests/"))
    let holidays = try Self.mapped("Apps/tq-parent/CalendarHolidaysCommand.swift")
    #expect(holidays.contains("AppsTests.HolidaysEndToEndTests/"), "\(holidays)")
    // `calendar holidays` is not `calendar keywords`: a suite running only the other is not its.
    let keywords = try Self.mapped("Apps/tq-parent/CalendarKeywordsCommand.swift")
    #expect(keywords.contains("AppsTests.LanguageEndToEndTests/"), "\(keywords)")
    #expect(!holidays.contains("AppsTests.LanguageEndToEndTests/"), "\(holidays)")
  }

  @Test("a module's file reaches the end-to-end suite named after it, however many programs use it")
  func namedSuite() throws {
    // Every program uses CommandManners; its repeated-option check was tested only end to end.
    let manners = try Self.mapped("Modules/CLISupport/CommandManners.swift")
    #expect(manners.contains("AppsTests.CommandMannersEndToEndTests/"), "\(manners)")
    // The whole name: BackupError.swift is not Backup.swift.
    #expect(try Self.mapped("Modules/AppCore/Backup/Backup.swift").contains("AppsTests.BackupEndToEndTests/"))
    #expect(!(try Self.mapped("Modules/AppCore/Backup/BackupError.swift")).contains("AppsTests.BackupEndToEndTests/"))
  }

  @Test("an app's file whose command too many suites run still reaches the suite named after it")
  func namedSuiteOfAnApp() throws {
    // `today` is run by most end-to-end suites; its JSON check was tested only by TodayEndToEndTests.
    let today = try Self.mapped("Apps/tq-player/Today.swift")
    #expect(today.contains("AppsTests.TodayEndToEndTests/"), "\(today)")
  }

  @Test("a file the committed map lacks is mapped when mutants are listed; the hand map's filters come first")
  func newcomer() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-map-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = folder.appendingPathComponent("tests-derived.txt")
    try "# no file mapped yet\n".write(to: empty, atomically: true, encoding: .utf8)
    let hand = Self.repository.appendingPathComponent("Scripts/mutation/tests.txt").path
    let file = "Modules/Domain/Reports/ProgressReport.swift"
    // derive.py takes paths from the repository's root, as mutation.sh runs it.
    let result = try Executable.launch(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", "cd \"$1\" && python3 \"$2\" list --tests \"$3\" --derived-tests \"$4\" \"$5\"", "sh",
        Self.repository.path, Self.derive, hand, empty.path, file,
      ],
      environment: nil, deadline: .seconds(120))
    #expect(result.status == 0, "\(result.stderr)")
    let row = try #require(result.stdout.split(separator: "\n").first)
    let filters = row.split(separator: "\t", omittingEmptySubsequences: false)[6].split(separator: " ")
    #expect(filters.first == "DomainTests", "\(filters)")
    #expect(filters.contains("AppCoreTests.GameReportTests/"), "\(filters)")
    // A suite the hand map's whole target already runs is not named again.
    #expect(!filters.contains { $0.hasPrefix("DomainTests.") }, "\(filters)")
  }
}
