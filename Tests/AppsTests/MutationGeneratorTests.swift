import Foundation
import TestSupport
import Testing

/// Scripts/mutation.sh is too slow for the suite, so its parts that can rot without anyone running
/// it are checked here: the generator's mutants on a fixture whose lines say what they expect, a
/// mutant written back by its id, and the hand-kept and argued-equivalent lists still matching the code.
@Suite("The mutation generator makes what its fixture expects; the mutant lists match the code")
struct MutationGeneratorTests {
  static let repository = DocsTests.repository
  static let derive = repository.appendingPathComponent("Scripts/mutation/derive.py").path
  static let fixture = repository.appendingPathComponent("Scripts/mutation/fixture.swift")

  static func python(_ arguments: [String]) throws -> Executable.Result {
    try Executable.launch(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", derive] + arguments, environment: nil, deadline: .seconds(60))
  }

  /// The derived mutants of a file: line number → the changes made on it (`<to<=`, `true`, `drop!`…).
  static func changes(listing: String) -> [Int: [String]] {
    var found: [Int: [String]] = [:]
    for row in listing.split(separator: "\n") {
      let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 4, let line = Int(fields[2]), let change = fields[0].split(separator: ":").last else {
        continue
      }
      found[line, default: []].append(String(change))
    }
    return found.mapValues { $0.sorted() }
  }

  @Test("every line of the fixture gets exactly the mutants its `expect:` comment lists, and no other line any")
  func fixtureLines() throws {
    let result = try Self.python(["list", Self.fixture.path])
    #expect(result.status == 0, "\(result.stderr)")
    let got = Self.changes(listing: result.stdout)
    var expected: [Int: [String]] = [:]
    let text = try String(contentsOf: Self.fixture, encoding: .utf8)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let marker = line.range(of: "// expect: ") else { continue }
      expected[index + 1] = line[marker.upperBound...].split(separator: " ").map(String.init).sorted()
    }
    #expect(expected.count >= 10, "the fixture lost its expectations")
    for line in Set(got.keys).union(expected.keys).sorted() {
      #expect(got[line] == expected[line], "line \(line) of Scripts/mutation/fixture.swift")
    }
  }

  @Test("a mutant written by its id changes that one place, and an id that names nothing is refused with 65")
  func applyByID() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("Fixture.swift")
    let original = try String(contentsOf: Self.fixture, encoding: .utf8)
    try original.write(to: copy, atomically: true, encoding: .utf8)

    let listing = try Self.python(["list", copy.path])
    let row = try #require(listing.stdout.split(separator: "\n").first { $0.contains("80to81") })
    let id = String(try #require(row.split(separator: "\t").first))
    let applied = try Self.python(["apply", copy.path, id])
    #expect(applied.status == 0, "\(applied.stderr)")
    let mutated = try String(contentsOf: copy, encoding: .utf8)
    #expect(mutated == original.replacingOccurrences(of: "name.count > 80", with: "name.count > 81"))

    let stale = try Self.python(["apply", copy.path, id])  // the line changed: the id names nothing now
    #expect(stale.status == 65)
    #expect(stale.stderr.contains("no mutant"))
  }

  @Test("mutation.sh --check: every hand-kept snippet is in its file once, every argued-equivalent id is still made")
  func listsMatchTheCode() throws {
    let result = try Executable.launch(
      URL(fileURLWithPath: "/bin/bash"),
      [Self.repository.appendingPathComponent("Scripts/mutation.sh").path, "--check"],
      environment: nil, deadline: .seconds(120))
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }
}
