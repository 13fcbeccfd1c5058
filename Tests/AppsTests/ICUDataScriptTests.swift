import Foundation
import TestSupport
import Testing

/// `Scripts/icu-data.py`, which trims ICU's data package for the release link (docs/packaging.md,
/// "ICU's data"), on small packages of ICU's common data format made here: the items its rules keep
/// are all that is left, each where ICU looks for it, and with no rule the package comes back as
/// it was, byte for byte. Then `Scripts/icu-data.sh` on the toolchain's own package.
@Suite("ICU's data trimmed for the release link")
struct ICUDataScriptTests {
  static let scripts = ReportEndToEndTests.root.appendingPathComponent("Scripts")

  /// A package as ICU writes one: a 32-byte header (`CmnD`, format 1, little-endian), the table of
  /// contents (count, then each item's name and data offsets from the table's start), the names,
  /// and the items on 16-byte boundaries of the whole package, padded with 0xAA.
  static func package(_ items: [(name: String, body: [UInt8])]) -> [UInt8] {
    var header: [UInt8] = [32, 0, 0xDA, 0x27, 20, 0, 0, 0, 0, 0, 2, 0]
    header += Array("CmnD".utf8)
    header += [1, 0, 0, 0]
    header += [UInt8](repeating: 0, count: 32 - header.count)
    var names: [UInt8] = []
    for item in items { names += Array("pkg/\(item.name)".utf8) + [0] }
    let tableSize = 4 + 8 * items.count
    var first = tableSize + names.count
    first += (16 - (header.count + first) % 16) % 16
    var table = le32(items.count)
    var nameOffset = tableSize
    var dataOffset = first
    for item in items {
      table += le32(nameOffset)
      table += le32(dataOffset)
      nameOffset += item.name.utf8.count + 5
      dataOffset += item.body.count
    }
    var bytes: [UInt8] = header
    bytes += table
    bytes += names
    bytes += [UInt8](repeating: 0xAA, count: first - tableSize - names.count)
    for item in items { bytes += item.body }
    return bytes
  }

  static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }

  static func read32(_ bytes: [UInt8], _ at: Int) -> Int {
    (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
  }

  /// Each item's name and body, read as ICU reads them: through the table of contents.
  static func items(of bytes: [UInt8]) -> [(name: String, body: [UInt8], start: Int)] {
    let table = Int(bytes[0]) | Int(bytes[1]) << 8
    let count = read32(bytes, table)
    return (0..<count).map { index in
      let nameStart = table + read32(bytes, table + 4 + 8 * index)
      let nameEnd = bytes[nameStart...].firstIndex(of: 0)!
      let start = table + read32(bytes, table + 8 + 8 * index)
      let end = index + 1 < count ? table + read32(bytes, table + 8 + 8 * (index + 1)) : bytes.count
      return (String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), Array(bytes[start..<end]), start)
    }
  }

  /// Sixteen bytes of the item's own, so that each item is told from the others by its body too.
  static func body(_ seed: UInt8, blocks: Int = 1) -> [UInt8] { (0..<16 * blocks).map { seed &+ UInt8($0) } }

  static let sample: [(name: String, body: [UInt8])] = [
    ("coll/de.res", body(1)), ("coll/root.res", body(2, blocks: 2)), ("de.res", body(3)),
    ("ibm-943_P15A-2003.cnv", body(4, blocks: 3)), ("ja.res", body(5)), ("root.res", body(6, blocks: 2)),
    ("zoneinfo64.res", body(7)),
  ]

  /// `Scripts/icu-data.py RULES IN OUT` in a fresh folder; OUT's bytes, or nil when it failed.
  static func filter(_ rules: String, _ package: [UInt8]) throws -> (result: Executable.Result, output: [UInt8]?) {
    let folder = try TemporaryDirectory()
    let rulesFile = folder.url.appendingPathComponent("test.rules")
    try rules.write(to: rulesFile, atomically: true, encoding: .utf8)
    let input = folder.url.appendingPathComponent("in.dat")
    try Data(package).write(to: input)
    let output = folder.url.appendingPathComponent("out.dat")
    let result = try Executable.launch(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["python3", scripts.appendingPathComponent("icu-data.py").path, rulesFile.path, input.path, output.path],
      environment: ProcessInfo.processInfo.environment, deadline: .seconds(120))
    return (result, (try? Data(contentsOf: output)).map { [UInt8]($0) })
  }

  @Test("the first rule that matches decides, `*` stays inside one folder, and the rest is kept, 16-byte aligned")
  func keepsWhatTheRulesKeep() throws {
    let rules = """
      # the base stays; other collations and locales go
      keep root.res
      keep */root.res
      drop coll/*
      drop [a-z][a-z].res
      drop *.cnv
      keep de.res
      """
    let (result, output) = try Self.filter(rules, Self.package(Self.sample))
    #expect(result.status == 0, "\(result.stderr)")
    let kept = Self.items(of: try #require(output))
    #expect(kept.map(\.name) == ["pkg/coll/root.res", "pkg/root.res", "pkg/zoneinfo64.res"])
    for item in kept {
      let original = try #require(Self.sample.first { "pkg/\($0.name)" == item.name })
      #expect(item.body == original.body, "\(item.name)")
      #expect(item.start % 16 == 0, "\(item.name) starts at \(item.start)")
    }
    #expect(result.stdout.contains("3 of 7 items, 80 of 176 bytes"))
  }

  @Test("with no rule the package comes back byte for byte, the header and the padding included")
  func noRuleChangesNothing() throws {
    let package = Self.package(Self.sample)
    let (result, output) = try Self.filter("# nothing dropped\n", package)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(output == package)
  }

  @Test("a rule that is neither keep nor drop, or a file that is no ICU package, is refused, naming it")
  func refusesWhatItCannotRead() throws {
    let badRule = try Self.filter("keep root.res\nremove ja.res\n", Self.package(Self.sample))
    #expect(badRule.result.status != 0)
    #expect(badRule.result.stderr.contains("test.rules:2: expected `keep PATTERN` or `drop PATTERN`"))
    #expect(badRule.output == nil)
    var notICU = Self.package(Self.sample)
    notICU[12] = UInt8(ascii: "X")
    let wrongFormat = try Self.filter("keep root.res\n", notICU)
    #expect(wrongFormat.result.status != 0)
    #expect(wrongFormat.result.stderr.contains("is not an ICU common data package (CmnD 1)"))
    #expect(wrongFormat.output == nil)
  }

  /// The toolchain running the tests is the one the release links: its package is trimmed for each
  /// program, into an object that defines the wrapped symbol and nothing else, a fraction of the
  /// toolchain's 34 MB.
  @Test("Scripts/icu-data.sh makes each program's object from the toolchain's package")
  func objectsFromTheToolchain() throws {
    let folder = try TemporaryDirectory()
    let result = try Executable.launch(
      URL(fileURLWithPath: "/bin/bash"), [Self.scripts.appendingPathComponent("icu-data.sh").path, folder.path],
      environment: ProcessInfo.processInfo.environment, deadline: .seconds(300))
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(lines.map { $0.first ?? "" } == ["timequest", "tq-fetch"])
    for line in lines where line.count == 3 {
      #expect(line[1].hasPrefix("icudt") && line[1].hasSuffix("_dat"))
      let size = try #require(try FileManager.default.attributesOfItem(atPath: line[2])[.size] as? Int)
      #expect(size > 1_000_000 && size < 4_000_000, "\(line[0]): \(size) bytes")
      let symbols = try Executable.launch(
        URL(fileURLWithPath: "/usr/bin/env"), ["nm", "--defined-only", line[2]], environment: nil)
      #expect(
        symbols.stdout.split(separator: "\n").map { $0.split(separator: " ").last ?? "" } == ["__wrap_\(line[1])"])
    }
  }
}
