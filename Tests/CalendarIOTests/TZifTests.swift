import Foundation
import Testing

@testable import CalendarIO

/// These need the Debian package `tzdata`, which Scripts/test.sh installs (without it the engine
/// falls back to Foundation's zones, which the suites below also cover through `TZDIR`).
@Suite("Time zones from the system tz database (TZif)")
struct TZifDatabaseTests {
  static let zones = [
    "Europe/Berlin", "Europe/London", "America/New_York", "America/Sao_Paulo", "Australia/Lord_Howe", "Asia/Kolkata",
    "Asia/Tehran", "Africa/Casablanca", "Pacific/Chatham", "America/St_Johns", "Pacific/Apia", "Antarctica/Troll",
    "Asia/Kathmandu", "UTC", "America/Nuuk", "Asia/Jerusalem", "Europe/Dublin", "America/Santiago",
  ]

  static let from = Civil.wall(year: 1970, month: 1, day: 1)
  static let through = Civil.wall(year: 2100, month: 12, day: 31)

  /// The system's own answer from the same files: glibc's `zdump -v` (Debian's libc-bin) lists every
  /// transition as the UTC second before it and the second it starts, each with its `gmtoff`.
  /// Foundation is not the reference: it carries ICU's own copy of the data, older or newer than the
  /// system's, so a tzdata update alone would make the two disagree.
  static func zdump(_ name: String) throws -> [(utc: Int64, offset: Int)] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/zdump")
    process.arguments = ["-v", "-c", "1970,2101", name]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    var table: [(utc: Int64, offset: Int)] = []
    for line in output.split(separator: "\n") where line.contains("gmtoff=") {
      // "Asia/Tehran  Fri May 25 20:30:00 1979 UT = Sat May 26 01:00:00 1979 +0430 isdst=1 gmtoff=16200"
      let words = line.split(separator: " ")
      let time = words[4].split(separator: ":").compactMap { Int($0) }
      guard let month = months.firstIndex(of: String(words[2])), let day = Int(words[3]), let year = Int(words[5]),
        time.count == 3, let offset = Int(words.last!.dropFirst("gmtoff=".count))
      else { throw ZdumpLine(line: String(line)) }
      let utc = Civil.wall(
        year: year, month: month + 1, day: day, hour: time[0], minute: time[1], second: time[2])
      table.append((utc, offset))
    }
    return table
  }

  struct ZdumpLine: Error { var line: String }

  /// Instants every ~10 days drifting through the hours, and every half hour for two hours either
  /// side of every change either side sees (found by bisection on ours, so one only we have counts).
  static func instants(_ ours: Zone, _ changes: [Int64]) -> [Int64] {
    var changes = changes
    var samples: [Int64] = []
    var t = from
    while t < through {
      samples.append(t)
      let next = t + 10 * 86_400 + 3_607
      if ours.offset(atUTC: t) != ours.offset(atUTC: next) {
        var (lo, hi) = (t, next)
        while hi - lo > 1 {
          let mid = lo + (hi - lo) / 2
          if ours.offset(atUTC: mid) == ours.offset(atUTC: t) { lo = mid } else { hi = mid }
        }
        changes.append(hi)
      }
      t = next
    }
    for c in changes { samples += stride(from: c - 7_200, through: c + 7_200, by: 1_800).map { $0 } + [c - 1, c] }
    return samples
  }

  @Test(
    "offsets agree with glibc's zdump on the same files from 1970 to 2100, around every transition", arguments: zones)
  func agreesWithZdump(_ name: String) throws {
    let ours = try #require(Zone.database(name), "no tz database file for \(name)")
    let table = try Self.zdump(name)
    let fixed = try #require(TimeZone(identifier: name)).secondsFromGMT(for: Date(timeIntervalSince1970: 0))
    var differences: [String] = []
    for t in Self.instants(ours, table.map(\.utc)) {
      // zdump's lines come in pairs (the second before a change, the change), so the last line at
      // or before t holds the offset in force; a zone that never changes has no lines at all.
      let expected = table.last(where: { $0.utc <= t })?.offset ?? table.first?.offset ?? fixed
      let got = ours.offset(atUTC: t)
      if got != expected { differences.append("\(Civil.format(wall: t))Z ours \(got) zdump \(expected)") }
    }
    #expect(differences.isEmpty, "\(name): \(differences.count) differences, first \(differences.prefix(8))")
  }

  @Test("the footer rule answers far beyond the table, up to year 9999")
  func farFuture() throws {
    let berlin = try #require(Zone.database("Europe/Berlin"))
    #expect(berlin.offset(atUTC: Civil.wall(year: 9999, month: 1, day: 15)) == 3600)
    #expect(berlin.offset(atUTC: Civil.wall(year: 9999, month: 7, day: 15)) == 7200)
    let newYork = try #require(Zone.database("America/New_York"))
    #expect(newYork.offset(atUTC: Civil.wall(year: 5000, month: 7, day: 4)) == -4 * 3600)
    // 2150-03-08 is the second Sunday of March: daylight time from 07:00 UTC.
    #expect(newYork.offset(atUTC: Civil.wall(year: 2150, month: 3, day: 8, hour: 6, minute: 59)) == -5 * 3600)
    #expect(newYork.offset(atUTC: Civil.wall(year: 2150, month: 3, day: 8, hour: 7)) == -4 * 3600)
    let howe = try #require(Zone.database("Australia/Lord_Howe"))
    #expect(howe.offset(atUTC: Civil.wall(year: 9000, month: 1, day: 1)) == 11 * 3600)
    #expect(howe.offset(atUTC: Civil.wall(year: 9000, month: 7, day: 1)) == 10 * 3600 + 1800)
  }

  @Test(
    "the unrolled table and the footer rule agree where both answer", arguments: ["Europe/Berlin", "Asia/Jerusalem"])
  func unrolledMatchesRule(_ name: String) throws {
    let zone = try #require(Zone.database(name))
    let footer = try #require(TZif.load(name)?.footer)
    for t in stride(from: Civil.wall(year: 2040, month: 1, day: 1), to: Zone.horizon, by: 3 * 3600 + 7) {
      #expect(zone.offset(atUTC: t) == footer.offset(atUTC: t), "\(Civil.format(wall: t))")
    }
  }

  @Test("a zone is read once per process and shared by every lookup of the same name")
  func cached() throws {
    let a = try #require(Zone.database("Europe/Berlin"))
    let b = try #require(Zone.database("Europe/Berlin"))
    #expect(a === b)
    var resolver = ZoneResolver()
    #expect(resolver.system("Europe/Berlin") === a)
    #expect(Zone(TimeZone(identifier: "Europe/Berlin")!).name == "Europe/Berlin")
  }

  @Test("a time zone with no tz database file is still answered, by sampling Foundation")
  func noFileFallsBack() throws {
    let custom = try #require(TimeZone(secondsFromGMT: 5 * 3600 + 1800))
    #expect(Zone.database(custom.identifier) == nil)
    #expect(Zone(custom).offset(atUTC: Civil.wall(year: 2026, month: 7, day: 1)) == 5 * 3600 + 1800)
    #expect(TZif.load("Europe/Berlin", directory: "/nonexistent/zoneinfo") == nil)
  }

  @Test("a file without a footer leaves instants past its table to Foundation")
  func noFooterFallsBack() {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let file = TZif(transitions: [0], offsets: [3600], initial: 3600, footer: nil)
    let zone = Zone(name: "Europe/Berlin", kind: .database(file, fallback: berlin))
    #expect(zone.offset(atUTC: 0) == 3600)
    #expect(zone.offset(atUTC: Civil.wall(year: 2026, month: 7, day: 1)) == 7200)
  }
}

@Suite("TZif names: only IANA-shaped names become paths")
struct TZifNameTests {
  @Test(
    "names that could leave the directory, or are not shaped like IANA names, are refused",
    arguments: [
      "../../etc/passwd", "/etc/passwd", "Europe/../../etc/passwd", "Europe/./Berlin", "Europe//Berlin",
      "Europe/Berlin/",
      ".hidden", "-rf", "", "Europe/Berl\u{0}in", "Europe/Berlín", "Europe/Berlin ", String(repeating: "A", count: 200),
    ])
  func refused(_ name: String) {
    #expect(!TZif.isSafeName(name))
    #expect(TZif.load(name) == nil)
  }

  @Test(
    "IANA names pass", arguments: ["Europe/Berlin", "Etc/GMT+5", "Etc/GMT-14", "America/Port-au-Prince", "EST5EDT"])
  func accepted(_ name: String) { #expect(TZif.isSafeName(name)) }

  @Test("a TZID like ../../etc/passwd is refused by the resolver and by the reader")
  func traversalTZID() throws {
    var resolver = ZoneResolver()
    #expect(resolver.system("../../etc/passwd") == nil)
    let r = try TestCalendars.read(
      "BEGIN:VEVENT\nUID:a\nSUMMARY:A\nDTSTART;TZID=../../etc/passwd:20260115T090000\nEND:VEVENT", from: "2026-01-01",
      to: "2026-12-31")
    #expect(r.warnings.contains { $0.message.contains("../../etc/passwd") })
  }

  @Test("a directory or a file that is not TZif is not a zone")
  func notTZif() {
    #expect(TZif.load("Europe") == nil)
    #expect(TZif.load("zone.tab") == nil)
  }

  @Test("TZDIR-style directories are honoured")
  func otherDirectory() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tzif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("Test"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(TZifBytes.sample()).write(to: dir.appendingPathComponent("Test/Zone"))
    let file = try #require(TZif.load("Test/Zone", directory: dir.path))
    #expect(file.transitions == [1_000_000, 2_000_000])
    #expect(TZif.load("Test/Missing", directory: dir.path) == nil)
  }
}

/// Builds TZif files byte by byte, to feed the parser damaged ones.
enum TZifBytes {
  static func be32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * $0)) } }
  static func be64(_ v: Int64) -> [UInt8] {
    (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bitPattern: v) >> (56 - 8 * $0)) }
  }

  static func header(
    version: UInt8 = UInt8(ascii: "2"), magic: String = "TZif", timecnt: UInt32, typecnt: UInt32, charcnt: UInt32,
    leapcnt: UInt32 = 0, isutcnt: UInt32 = 0, isstdcnt: UInt32 = 0
  ) -> [UInt8] {
    Array(magic.utf8) + [version] + [UInt8](repeating: 0, count: 15) + be32(isutcnt) + be32(isstdcnt) + be32(leapcnt)
      + be32(timecnt) + be32(typecnt) + be32(charcnt)
  }

  /// Two transitions between +01:00 and +02:00, v1 block empty (as zic -b slim writes it), then v2.
  static func sample(
    version: UInt8 = UInt8(ascii: "2"), times: [Int64] = [1_000_000, 2_000_000], types: [UInt8] = [1, 0],
    utoffs: [Int32] = [3600, 7200], timecnt: UInt32? = nil, footer: String? = "CET-1CEST,M3.5.0,M10.5.0/3"
  ) -> [UInt8] {
    var bytes = header(version: version, timecnt: 0, typecnt: 1, charcnt: 1) + be32(0) + [0, 0] + [0]
    let chars = Array("CET\0CEST\0".utf8)
    bytes += header(
      version: version, timecnt: timecnt ?? UInt32(times.count), typecnt: UInt32(utoffs.count),
      charcnt: UInt32(chars.count))
    bytes += times.flatMap(be64) + types
    for (i, o) in utoffs.enumerated() { bytes += be32(UInt32(bitPattern: o)) + [UInt8(i), i == 0 ? 0 : 4] }
    bytes += chars
    if let footer { bytes += Array("\n\(footer)\n".utf8) }
    return bytes
  }
}

@Suite("TZif parsing: malformed files are absent, never a crash")
struct TZifParseTests {
  @Test("a well-formed file is read, footer included")
  func wellFormed() throws {
    let file = try #require(TZif.parse(TZifBytes.sample()))
    #expect(file.transitions == [1_000_000, 2_000_000])
    #expect(file.offsets == [7200, 3600])
    #expect(file.initial == 3600)
    #expect(file.footer == PosixTZ.parse(Array("CET-1CEST,M3.5.0,M10.5.0/3".utf8)))
  }

  @Test("every truncation of a file is refused or loses only its footer")
  func truncated() {
    let bytes = TZifBytes.sample()
    let footerStart = bytes.count - "\nCET-1CEST,M3.5.0,M10.5.0/3\n".utf8.count
    for n in 0..<bytes.count {
      let file = TZif.parse(Array(bytes.prefix(n)))
      if n < footerStart { #expect(file == nil, "prefix of \(n) bytes") } else { #expect(file?.footer == nil) }
    }
  }

  @Test("wrong magic, an unknown version 1 byte, absurd or inconsistent counts are refused")
  func damaged() {
    #expect(TZif.parse(Array("TZjf".utf8) + TZifBytes.sample().dropFirst(4)) == nil)
    #expect(TZif.parse(TZifBytes.sample(version: UInt8(ascii: "1"))) == nil)
    #expect(TZif.parse(TZifBytes.sample(timecnt: 0xFFFF_FFFF)) == nil)
    #expect(TZif.parse(TZifBytes.sample(timecnt: 100)) == nil)
    #expect(TZif.parse(TZifBytes.header(timecnt: 0, typecnt: 0, charcnt: 1) + [UInt8](repeating: 0, count: 64)) == nil)
    #expect(TZif.parse(TZifBytes.header(timecnt: 0, typecnt: 1, charcnt: 0) + [UInt8](repeating: 0, count: 64)) == nil)
    #expect(
      TZif.parse(TZifBytes.header(timecnt: 0, typecnt: 300, charcnt: 1) + [UInt8](repeating: 0, count: 4096)) == nil)
  }

  @Test("unsorted transitions, type indices out of range and impossible offsets are refused")
  func inconsistent() {
    #expect(TZif.parse(TZifBytes.sample(times: [2_000_000, 1_000_000])) == nil)
    #expect(TZif.parse(TZifBytes.sample(times: [1_000_000, 1_000_000])) == nil)
    #expect(TZif.parse(TZifBytes.sample(types: [1, 2])) == nil)
    #expect(TZif.parse(TZifBytes.sample(utoffs: [3600, Int32.min])) == nil)
    #expect(TZif.parse(TZifBytes.sample(utoffs: [3600, 100_000])) == nil)
  }

  @Test("leap-second files are refused: their times are not POSIX seconds")
  func leapSeconds() {
    var bytes = TZifBytes.header(version: 0, timecnt: 0, typecnt: 1, charcnt: 1, leapcnt: 1)
    bytes += TZifBytes.be32(0) + [0, 0] + [0] + TZifBytes.be32(78_796_800) + TZifBytes.be32(1)
    #expect(TZif.parse(bytes) == nil)
  }

  @Test("a version 1 file is read from its 32-bit block, without footer")
  func version1() throws {
    var bytes = TZifBytes.header(version: 0, timecnt: 1, typecnt: 2, charcnt: 1)
    bytes += TZifBytes.be32(UInt32(bitPattern: -100)) + [1]
    bytes += TZifBytes.be32(0) + [0, 0] + TZifBytes.be32(3600) + [0, 0] + [0]
    let file = try #require(TZif.parse(bytes))
    #expect(file.transitions == [-100])
    #expect(file.offsets == [3600])
    #expect(file.footer == nil)
  }

  @Test("versions 3 and 4 read like version 2; a footer outside the grammar is dropped, not the file")
  func laterVersions() throws {
    #expect(TZif.parse(TZifBytes.sample(version: UInt8(ascii: "3")))?.footer != nil)
    #expect(TZif.parse(TZifBytes.sample(version: UInt8(ascii: "4")))?.footer != nil)
    let odd = try #require(TZif.parse(TZifBytes.sample(footer: "CET-1CEST,M13.5.0,M10.5.0/3")))
    #expect(odd.footer == nil)
    #expect(TZif.parse(TZifBytes.sample(footer: nil))?.footer == nil)
  }

  @Test("transitions at the ends of time neither trap nor make unrolling loop")
  func extremeTransitions() {
    let footer = PosixTZ.parse(Array("CET-1CEST,M3.5.0,M10.5.0/3".utf8))
    let instants: [Int64] = [.min, .min + 1, -(1 << 59), 0, Civil.wall(year: 2026, month: 7, day: 1), .max - 1, .max]
    for times in [[Int64.min], [-(1 << 59)], [Int64.max], [Int64.min, Int64.max], [Int64.max - 1, Int64.max]] {
      let file = TZif(transitions: times, offsets: times.map { _ in 7200 }, initial: 3600, footer: footer)
      let zone = Zone(name: "Hostile", kind: .database(file, fallback: nil))
      for t in instants { #expect([3600, 7200].contains(zone.offset(atUTC: t))) }
    }
  }

  @Test("thousands of random mutations of real and built files never crash the reader or the zone")
  func mutations() throws {
    var rng = SplitMix(seed: 0x5EED)
    let seeds = [TZifBytes.sample(), TZif.readFile(TZif.directory + "/Europe/Berlin")].compactMap { $0 }
    for _ in 0..<3000 {
      var bytes = seeds[Int(rng.next() % UInt64(seeds.count))]
      for _ in 0..<(1 + rng.next() % 4) {
        let i = Int(rng.next() % UInt64(bytes.count))
        switch rng.next() % 3 {
        case 0: bytes[i] = UInt8(truncatingIfNeeded: rng.next())
        case 1: bytes[i] = [0x00, 0xFF, 0x7F, 0x80, 0x0A][Int(rng.next() % 5)]
        default: bytes.removeSubrange(i...)
        }
        if bytes.isEmpty { break }
      }
      guard let file = TZif.parse(bytes) else { continue }
      let zone = Zone(name: "Mutant", kind: .database(file, fallback: nil))
      for t: Int64 in [.min, -(1 << 40), 0, 1_800_000_000, 1 << 40, .max] {
        #expect(TZif.plausible(offset: zone.offset(atUTC: t)))
      }
      for wall: Int64 in [-(1 << 40), 0, 1_800_000_000, 1 << 40] { _ = zone.utc(fromWall: wall) }
    }
  }

  @Test("files past the size cap are refused whole")
  func tooLarge() {
    let bytes = TZifBytes.sample() + [UInt8](repeating: 0, count: TZif.maxBytes)
    #expect(TZif.parse(bytes) == nil)
  }

  /// Whether the system tz database is installed (the Debian package `tzdata`).
  static let systemDatabasePresent = TZif.load("Europe/Berlin") != nil

  // Skipped without tzdata: there is then no system file to check.
  @Test(
    "every file of the system database that parses has a footer the parser understands",
    .enabled(if: systemDatabasePresent))
  func systemFooters() throws {
    let root = TZif.directory
    let names = try #require(FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }))
    var unread: [String] = []
    var parsed = 0
    for name in names where !name.hasPrefix("right/") && !name.hasPrefix("posix/") && TZif.isSafeName(name) {
      guard let bytes = TZif.readFile(root + "/" + name), bytes.starts(with: Array("TZif".utf8)) else { continue }
      guard let file = TZif.parse(bytes) else {
        unread.append(name)
        continue
      }
      parsed += 1
      if file.footer == nil { unread.append(name) }
    }
    #expect(unread.isEmpty, "\(unread.prefix(10))")
    #expect(parsed > 300)
  }
}

@Suite("POSIX TZ strings of TZif footers (RFC 8536 §3.3)")
struct PosixTZTests {
  func parse(_ s: String) -> PosixTZ? { PosixTZ.parse(Array(s.utf8)) }
  func utc(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Int64 {
    Civil.wall(year: y, month: m, day: d, hour: h, minute: min)
  }
  /// The offset just before and at `instant`.
  func change(_ tz: PosixTZ, at instant: Int64) -> (Int, Int) {
    (tz.offset(atUTC: instant - 1), tz.offset(atUTC: instant))
  }

  @Test("CET-1CEST,M3.5.0,M10.5.0/3: last Sundays of March and October, 01:00 UTC")
  func centralEurope() throws {
    let tz = try #require(parse("CET-1CEST,M3.5.0,M10.5.0/3"))
    #expect(tz.standard == 3600)
    #expect(tz.daylight?.offset == 7200)
    #expect(change(tz, at: utc(2026, 3, 29, 1)) == (3600, 7200))
    #expect(change(tz, at: utc(2026, 10, 25, 1)) == (7200, 3600))
  }

  @Test("EST5EDT,M3.2.0,M11.1.0: offsets west of UTC, default 02:00 changes")
  func usEastern() throws {
    let tz = try #require(parse("EST5EDT,M3.2.0,M11.1.0"))
    #expect(tz.standard == -18000)
    #expect(tz.daylight?.offset == -14400)
    #expect(change(tz, at: utc(2026, 3, 8, 7)) == (-18000, -14400))
    #expect(change(tz, at: utc(2026, 11, 1, 6)) == (-14400, -18000))
  }

  @Test("<+0330>-3:30: a quoted numeric name and a fixed offset with minutes")
  func quotedFixed() throws {
    let tz = try #require(parse("<+0330>-3:30"))
    #expect(tz == PosixTZ(standard: 12_600, daylight: nil))
    #expect(tz.offset(atUTC: utc(9999, 6, 1)) == 12_600)
    #expect(parse("<-03>3") == PosixTZ(standard: -10_800, daylight: nil))
    #expect(parse("UTC0") == PosixTZ(standard: 0, daylight: nil))
  }

  @Test("IST-2IDT,M3.4.4/26,M10.5.0: Thursday 26:00 is the Friday before the last Sunday, 02:00")
  func israel() throws {
    let tz = try #require(parse("IST-2IDT,M3.4.4/26,M10.5.0"))
    // 2026: the fourth Thursday of March is the 26th, so daylight time starts Friday 27th 02:00 IST.
    #expect(change(tz, at: utc(2026, 3, 27, 0)) == (7200, 10_800))
    #expect(change(tz, at: utc(2026, 10, 24, 23)) == (10_800, 7200))
  }

  @Test("southern hemisphere: daylight time spans the new year")
  func southern() throws {
    let sydney = try #require(parse("AEST-10AEDT,M10.1.0,M4.1.0/3"))
    #expect(sydney.offset(atUTC: utc(2026, 1, 15)) == 39_600)
    #expect(sydney.offset(atUTC: utc(2026, 7, 15)) == 36_000)
    #expect(change(sydney, at: utc(2026, 4, 4, 16)) == (39_600, 36_000))
    #expect(change(sydney, at: utc(2026, 10, 3, 16)) == (36_000, 39_600))
    let howe = try #require(parse("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0"))
    #expect(howe.offset(atUTC: utc(2026, 1, 1)) == 39_600)
    #expect(howe.offset(atUTC: utc(2026, 6, 1)) == 37_800)
    // 02:00 daylight (+11) on the first Sunday of April 2026, the 5th.
    #expect(change(howe, at: utc(2026, 4, 4, 15)) == (39_600, 37_800))
  }

  @Test("M…5… is the last such weekday, in four- and five-week months")
  func lastWeek() {
    let lastSunday = PosixTZ.Day.monthWeek(month: 2, week: 5, weekday: 0)
    #expect(lastSunday.day(in: 2026) == Civil.days(year: 2026, month: 2, day: 22))
    #expect(lastSunday.day(in: 2032) == Civil.days(year: 2032, month: 2, day: 29))
    #expect(
      PosixTZ.Day.monthWeek(month: 3, week: 1, weekday: 0).day(in: 2026) == Civil.days(year: 2026, month: 3, day: 1))
    #expect(
      PosixTZ.Day.monthWeek(month: 3, week: 4, weekday: 4).day(in: 2026) == Civil.days(year: 2026, month: 3, day: 26))
  }

  @Test("Jn never counts February 29; n counts it")
  func julianForms() throws {
    #expect(PosixTZ.Day.julian(60).day(in: 2024) == Civil.days(year: 2024, month: 3, day: 1))
    #expect(PosixTZ.Day.julian(60).day(in: 2025) == Civil.days(year: 2025, month: 3, day: 1))
    #expect(PosixTZ.Day.julian(365).day(in: 2024) == Civil.days(year: 2024, month: 12, day: 31))
    #expect(PosixTZ.Day.zeroBased(59).day(in: 2024) == Civil.days(year: 2024, month: 2, day: 29))
    #expect(PosixTZ.Day.zeroBased(59).day(in: 2025) == Civil.days(year: 2025, month: 3, day: 1))
    let tz = try #require(parse("XXX3YYY,J60/2,300/2"))
    #expect(tz.daylight?.start == .julian(60))
    #expect(tz.daylight?.end == .zeroBased(300))
    #expect(change(tz, at: utc(2024, 3, 1, 5)) == (-10_800, -7200))
  }

  @Test("transition times may be negative or past 24 hours: /-1, /26, /167")
  func extendedTimes() throws {
    let nuuk = try #require(parse("<-02>2<-01>,M3.5.0/-1,M10.5.0/0"))
    // Saturday 23:00 local (-02) before the last Sunday of March 2026 (the 29th) is 01:00 UTC.
    #expect(change(nuuk, at: utc(2026, 3, 29, 1)) == (-7200, -3600))
    #expect(change(nuuk, at: utc(2026, 10, 25, 1)) == (-3600, -7200))
    let week = try #require(parse("XXX0YYY-1,M3.1.0/167,M10.1.0/-167"))
    #expect(week.daylight?.startTime == 167 * 3600)
    #expect(week.daylight?.endTime == -167 * 3600)
  }

  @Test("daylight time all year (EST5EDT,0/0,J365/25) never shows standard time")
  func allYearDaylight() throws {
    let tz = try #require(parse("EST5EDT,0/0,J365/25"))
    for t in [
      utc(2026, 1, 1), utc(2026, 1, 1, 5), utc(2026, 6, 1), utc(2026, 12, 31, 23), utc(2027, 1, 1, 5),
      utc(2028, 12, 31),
    ] {
      #expect(tz.offset(atUTC: t) == -14_400, "\(Civil.format(wall: t))")
    }
    // Unrolled into a table, the back-to-back end and start collapse into no change at all.
    let zone = Zone(
      name: "AllYear", kind: .database(TZif(transitions: [], offsets: [], initial: -18_000, footer: tz), fallback: nil))
    for t in stride(from: utc(1950, 1, 1), to: utc(2150, 1, 1), by: 86_400 * 7 + 3_599) {
      #expect(zone.offset(atUTC: t) == -14_400, "\(Civil.format(wall: t))")
    }
  }

  @Test("a daylight name's offset defaults to one hour ahead")
  func defaultDaylightOffset() throws {
    #expect(try #require(parse("AAA-5BBB,M3.5.0,M10.5.0")).daylight?.offset == 6 * 3600)
    #expect(try #require(parse("AAA-5BBB-7,M3.5.0,M10.5.0")).daylight?.offset == 7 * 3600)
  }

  @Test("random and mutated strings never crash the parser or the rule")
  func randomStrings() {
    var rng = SplitMix(seed: 42)
    let alphabet = Array("<>+-:,./JM0123456789ABCESTabc".utf8)
    let seeds = ["CET-1CEST,M3.5.0,M10.5.0/3", "<+0330>-3:30", "EST5EDT,0/0,J365/25", "IST-2IDT,M3.4.4/26,M10.5.0"]
    var daylightRules = 0
    for i in 0..<20_000 {
      var text: [UInt8]
      if i % 2 == 0 {
        text = (0..<Int(rng.next() % 30)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
      } else {
        text = Array(seeds[Int(rng.next() % UInt64(seeds.count))].utf8)
        for _ in 0..<(1 + rng.next() % 3) where !text.isEmpty {
          text[Int(rng.next() % UInt64(text.count))] = alphabet[Int(rng.next() % UInt64(alphabet.count))]
        }
      }
      guard let tz = PosixTZ.parse(text) else { continue }
      if tz.daylight != nil { daylightRules += 1 }
      for t: Int64 in [.min, -(1 << 50), 0, 1_800_000_000, 1 << 50, .max] {
        #expect(TZif.plausible(offset: tz.offset(atUTC: t)))
      }
    }
    #expect(daylightRules > 100)
  }

  @Test(
    "strings outside the grammar are refused",
    arguments: [
      "", "CE-1", "CET", "CET-", "CET-1CEST", "CET-1CEST,M3.5.0", "CET-1CEST,M13.1.0,M10.5.0",
      "CET-1CEST,M3.6.0,M10.5.0",
      "CET-1CEST,M3.5.7,M10.5.0", "CET-1CEST,J0,J365", "CET-1CEST,366,J365", "CET-1CEST,M3.5.0/168,M10.5.0",
      "<+03", "<+0330>-3:60", "CET-25", "CET-1CEST,M3.5.0,M10.5.0/3x", "CET-1 CEST,M3.5.0,M10.5.0", "<ab>1",
    ])
  func refused(_ text: String) { #expect(parse(text) == nil) }
}

/// A small deterministic generator, so that the random tests fail the same way twice.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
