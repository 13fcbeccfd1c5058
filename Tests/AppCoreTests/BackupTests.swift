import AppCore
import Domain
import Foundation
import Persistence
import Settings
import TestSupport
import Testing

@Suite("Backup and restore")
struct BackupTests {
  let home: TemporaryDirectory

  init() throws { home = try TemporaryDirectory() }

  func dependencies(settings: AppSettings = AppSettings()) throws -> AppDependencies {
    var dependencies = try AppDependencies.test(settings: settings)
    dependencies.environment.home = home.path
    return dependencies
  }

  /// Two children, routines in every mode, a play, and settings with a calendar, a PIN and a newer version's key.
  func household() throws -> AppDependencies {
    var settings = AppSettings()
    settings.calendar.enabled = true
    settings.calendar.sources = [CalendarSourceSetting(id: "school", location: "/srv/school.ics", name: "School")]
    settings.calendar.overrides = [
      DayOverride(from: LocalDate("2026-12-21")!, through: LocalDate("2026-12-23")!, kind: .free)
    ]
    settings.gate = try ParentGatePIN.make("4721", iterations: 1_000)
    settings.unknownKeys = ["fromTheFuture": .object(["x": .integer(1)])]
    let dependencies = try dependencies(settings: settings)
    let household = Household(dependencies)
    _ = try household.addPlayer("Maya")
    _ = try household.addPlayer("Leo")
    _ = try household.addRoutine(
      name: "School morning", player: "Maya", days: "weekdays", mode: .schoolDay,
      tasks: ["Get dressed=5m", "Breakfast=15m"])
    _ = try household.addRoutine(name: "Bedtime", player: "Leo", days: "daily", mode: .always, tasks: ["Bath=15m"])
    _ = try household.addRoutine(
      name: "Slow morning", player: "Maya", days: "sat,sun", mode: .freeDay, tasks: ["Pancakes=25m"])
    let database = try dependencies.database.open()
    let game = try database.startSession(
      player: "Leo", routine: "Bedtime", date: LocalDate("2026-11-18")!,
      startedAt: Date(timeIntervalSince1970: 1_795_000_000))
    try database.appendTask(TaskPlay(name: "Bath", guessSeconds: 600, actualSeconds: 840), toSession: game.id!)
    try database.finishSession(game.id!)
    return dependencies
  }

  @Test("export, import into an empty household, export again: the same bytes")
  func roundTrip() throws {
    let original = try household()
    let first = try Backup(original).export()
    let copy = try dependencies()
    _ = try Backup(copy).importBackup(first, source: "backup.json")
    let second = try Backup(copy).export()
    #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
    #expect(try copy.settings.load() == original.settings.load())
    #expect(try copy.database.open().snapshot() == original.database.open().snapshot())
  }

  @Test("a household with games is written as version 4 with its sessions, and round-trips byte for byte")
  func gamesRoundTrip() throws {
    let original = try household()
    let database = try original.database.open()
    let game = try database.startSession(
      player: "Maya", routine: "School morning", date: LocalDate("2026-11-24")!,
      startedAt: Date(timeIntervalSince1970: 1_795_600_000))
    try database.appendTask(TaskPlay(name: "Get dressed", guessSeconds: 270, actualSeconds: 301), toSession: game.id!)
    try database.appendTask(.skipped(name: "Breakfast"), toSession: game.id!)
    let first = try Backup(original).export()
    let object = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
    #expect(object["version"] as? Int == 4)
    let sessions = try #require((object["household"] as? [String: Any])?["sessions"] as? [[String: Any]])
    #expect(sessions.count == 2)
    #expect(sessions[1]["finished"] as? Bool == false)
    let copy = try dependencies()
    _ = try Backup(copy).importBackup(first, source: "backup.json")
    let second = try Backup(copy).export()
    #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
    let restored = try copy.database.open().sessions(player: "Maya", routine: nil)
    #expect(
      restored.map(\.tasks) == [
        [TaskPlay(name: "Get dressed", guessSeconds: 270, actualSeconds: 301), .skipped(name: "Breakfast")]
      ])
  }

  @Test("players' game settings are written only when not the defaults, and round-trip byte for byte")
  func playerSettingsRoundTrip() throws {
    let original = try household()
    _ = try Household(original).setGameSettings(of: "Leo", pastTimes: .off, cue: false)
    let first = try Backup(original).export()
    let object = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
    #expect(object["version"] as? Int == 4)
    let players = try #require((object["household"] as? [String: Any])?["players"] as? [[String: Any]])
    #expect(players.first?["pastTimes"] as? String == "off")
    #expect(players.first?["cue"] as? Bool == false)
    #expect(players.last?.keys.sorted() == ["name"])
    let copy = try dependencies()
    _ = try Backup(copy).importBackup(first, source: "backup.json")
    #expect(String(decoding: try Backup(copy).export(), as: UTF8.self) == String(decoding: first, as: UTF8.self))
    #expect(try Household(copy).players() == [Player(name: "Leo", pastTimes: .off, cue: false), Player(name: "Maya")])
    // Back on the defaults, the settings are not written.
    _ = try Household(copy).setGameSettings(of: "Leo", pastTimes: .auto, cue: true)
    let back = try #require(try JSONSerialization.jsonObject(with: try Backup(copy).export()) as? [String: Any])
    #expect(back["version"] as? Int == 4)
    let leo = try #require((back["household"] as? [String: Any])?["players"] as? [[String: Any]]).first
    #expect(leo?.keys.sorted() == ["name"])
  }

  @Test("a player's school level is written only when set, round-trips byte for byte, and a backup without it imports")
  func schoolLevelRoundTrip() throws {
    let original = try household()
    _ = try Household(original).setGameSettings(of: "Maya", pastTimes: nil, cue: nil, school: .level(.middle))
    let first = try Backup(original).export()
    let object = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
    #expect(object["version"] as? Int == 4)
    let players = try #require((object["household"] as? [String: Any])?["players"] as? [[String: Any]])
    #expect(players.map { $0["school"] as? String } == [nil, "middle"])
    #expect(players.first?.keys.sorted() == ["name"])
    let copy = try dependencies()
    _ = try Backup(copy).importBackup(first, source: "backup.json")
    #expect(String(decoding: try Backup(copy).export(), as: UTF8.self) == String(decoding: first, as: UTF8.self))
    #expect(try Household(copy).players().map(\.school) == [nil, .middle])
    // A backup from before levels (no field) imports, every player without a level.
    var older = object
    Self.household(&older) { $0["players"] = [["name": "Leo"], ["name": "Maya"]] }
    _ = try Backup(copy).importBackup(try JSONSerialization.data(withJSONObject: older), source: "older.json")
    #expect(try Household(copy).players().map(\.school) == [nil, nil])
  }

  @Test(
    "a version 1 backup written before games existed imports, its plays as games; it exports as version 4, which round-trips"
  )
  func versionOneBackup() throws {
    let dependencies = try dependencies()
    let report = try Backup(dependencies).importBackup(Data(Self.versionOne.utf8), source: "old.json")
    #expect(report.imported.household.sessions.count == 1)
    // Its play reads as a finished game, estimates in seconds.
    let games = try dependencies.database.open().sessions(player: "Leo", routine: nil)
    #expect(games.map(\.finished) == [true])
    #expect(games[0].tasks.map(\.guessSeconds) == [600, 600])
    try Self.expectVersionFour(try Backup(dependencies).export(), games: 1)
  }

  @Test("version 2 and 3 backups import: their plays become games before their own, dated in the household's zone")
  func versionTwoAndThreeBackups() throws {
    for version in [2, 3] {
      var object = try JSONSerialization.jsonObject(with: Data(Self.versionOne.utf8)) as! [String: Any]
      Self.game(&object) { _ in }
      object["version"] = version
      if version == 3 {
        Self.household(&object) { $0["players"] = [["name": "Leo", "pastTimes": "off", "cue": false]] }
      }
      // 11:06:40 UTC on 18 November is already 19 November in Auckland.
      var dependencies = try dependencies()
      dependencies.environment.timeZone = TimeZone(identifier: "Pacific/Auckland")!
      _ = try Backup(dependencies).importBackup(try JSONSerialization.data(withJSONObject: object), source: "old.json")
      let games = try dependencies.database.open().sessions(player: "Leo", routine: nil)
      #expect(games.map(\.date.description) == ["2026-11-24", "2026-11-19"], "version \(version)")
      #expect(games.map(\.id) == [2, 1], "version \(version)")
      #expect(
        games[1].tasks == [
          TaskPlay(name: "Bath", guessSeconds: 600, actualSeconds: 840),
          TaskPlay(name: "Story", guessSeconds: 600, actualSeconds: 600),
        ])
      let players = try Household(dependencies).players()
      #expect(players == [version == 3 ? Player(name: "Leo", pastTimes: .off, cue: false) : Player(name: "Leo")])
      try Self.expectVersionFour(try Backup(dependencies).export(), games: 2)
    }
  }

  /// A version 4 export: games, no plays, and importing it exports the same bytes.
  static func expectVersionFour(_ data: Data, games: Int) throws {
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["version"] as? Int == 4)
    let household = try #require(object["household"] as? [String: Any])
    #expect(household["plays"] == nil)
    #expect((household["sessions"] as? [Any])?.count == games)
    let home = try TemporaryDirectory()
    var dependencies = try AppDependencies.test()
    dependencies.environment.home = home.path
    _ = try Backup(dependencies).importBackup(data, source: "new.json")
    #expect(String(decoding: try Backup(dependencies).export(), as: UTF8.self) == String(decoding: data, as: UTF8.self))
  }

  @Test("the document names its format and version and has no export time")
  func shape() throws {
    let data = try Backup(try household()).export()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["format"] as? String == "timequest-backup")
    #expect(object["version"] as? Int == 4)
    #expect(Set(object.keys) == ["format", "version", "household", "settings"])
    let household = try #require(object["household"] as? [String: Any])
    #expect((household["players"] as? [Any])?.count == 2)
    #expect((household["routines"] as? [Any])?.count == 3)
    #expect((household["sessions"] as? [Any])?.count == 1)
  }

  @Test("an import saves what was there before in backups/, then replaces it")
  func automaticBackup() throws {
    let source = try Backup(try household()).export()
    let target = try dependencies()
    _ = try Household(target).addPlayer("Zed")
    let before = try Backup(target).export()
    let report = try Backup(target).importBackup(source, source: "backup.json")
    #expect(report.previous.hasPrefix(home.path + "/state/backups/before-import-"))
    #expect(FileManager.default.contents(atPath: report.previous) == before)
    let mode = try FileManager.default.attributesOfItem(atPath: report.previous)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(try Household(target).players().map(\.name) == ["Leo", "Maya"])
    // A second import in the same second gets its own file.
    let again = try Backup(target).importBackup(source, source: "backup.json")
    #expect(again.previous != report.previous)
  }

  @Test("an export file is written with mode 0600")
  func exportMode() throws {
    let path = home.path + "/out/backup.json"
    try FileManager.default.createDirectory(atPath: home.path + "/out", withIntermediateDirectories: true)
    _ = try Backup(try household()).export(to: path, force: false)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test("export over an existing file asks on a terminal: no leaves it, yes replaces it")
  func exportAsksBeforeReplacing() throws {
    let path = try home.write("backup.json", "keep me")
    var refusing = try household().answering(ScriptedTerminal(answers: ["n"]))
    refusing.environment.stdinIsTTY = true
    #expect(try Backup(refusing).export(to: path, force: false) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
    let yes = ScriptedTerminal(answers: ["y"])
    var accepting = try household().answering(yes)
    accepting.environment.stdinIsTTY = true
    #expect(try Backup(accepting).export(to: path, force: false) != nil)
    #expect(yes.asked.count == 1 && yes.asked[0].contains(path))
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("timequest-backup"))
  }

  @Test("without a terminal an existing file needs force; a FIFO or folder is never written")
  func exportRefusesPlaces() throws {
    let path = try home.write("backup.json", "keep me")
    var dependencies = try household()
    dependencies.environment.stdinIsTTY = false
    #expect(throws: BackupError.exists(path: path)) { try Backup(dependencies).export(to: path, force: false) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
    #expect(try Backup(dependencies).export(to: path, force: true) != nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) != "keep me")
    #expect(throws: BackupError.notAFile(path: home.path, kind: "a folder")) {
      try Backup(dependencies).export(to: home.path, force: true)
    }
    // A FIFO rather than a real device: a regression run as root would replace /dev/null itself.
    let pipe = home.path + "/pipe.json"
    try #require(mkfifo(pipe, 0o600) == 0)
    #expect(throws: BackupError.notAFile(path: pipe, kind: "a FIFO")) {
      try Backup(dependencies).export(to: pipe, force: true)
    }
    #expect(BackupError.exists(path: path).exitCode == 64)
    #expect(BackupError.exists(path: path).description.contains("--force"))
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    var name: String
    var edit: @Sendable (inout [String: Any]) -> Void
    var path: String
    var testDescription: String { name }
  }

  static let badCases: [BadCase] = [
    BadCase(
      name: "unknown calendar mode", edit: { routine(&$0, 0) { $0["mode"] = "sometimes" } },
      path: "household.routines[0].mode"),
    BadCase(
      name: "bad weekday", edit: { routine(&$0, 0) { $0["activeDays"] = ["mon", "funday"] } },
      path: "household.routines[0].activeDays[1]"),
    BadCase(
      name: "zero minutes", edit: { routine(&$0, 1) { $0["tasks"] = [["name": "Bath", "minutes": 0]] } },
      path: "household.routines[1].tasks[0].minutes"),
    BadCase(
      name: "minutes as text", edit: { routine(&$0, 1) { $0["tasks"] = [["name": "Bath", "minutes": "ten"]] } },
      path: "household.routines[1].tasks[0].minutes"),
    BadCase(
      name: "no tasks", edit: { routine(&$0, 1) { $0["tasks"] = [] as [Any] } }, path: "household.routines[1].tasks"),
    BadCase(
      name: "unknown player", edit: { routine(&$0, 2) { $0["player"] = "Nobody" } },
      path: "household.routines[2].player"),
    BadCase(
      name: "duplicate player", edit: { household(&$0) { $0["players"] = [["name": "Leo"], ["name": "leo"]] } },
      path: "household.players[1].name"),
    BadCase(
      name: "duplicate player under Unicode case folding",
      edit: { household(&$0) { $0["players"] = [["name": "Zoë"], ["name": "ZOË"]] } },
      path: "household.players[1].name"),
    BadCase(
      name: "duplicate routine under Unicode case folding",
      edit: {
        household(&$0) { household in
          var routines = household["routines"] as! [[String: Any]]
          routines[0]["name"] = "Straße"
          routines[2]["name"] = "STRASSE"
          routines[2]["player"] = routines[0]["player"]
          household["routines"] = routines
        }
      },
      path: "household.routines[2].name"),
    BadCase(
      name: "unknown school level",
      edit: { household(&$0) { $0["players"] = [["name": "Leo", "school": "university"], ["name": "Maya"]] } },
      path: "household.players[0].school"),
    BadCase(
      name: "school level not a string",
      edit: { household(&$0) { $0["players"] = [["name": "Leo"], ["name": "Maya", "school": 7]] } },
      path: "household.players[1].school"),
    BadCase(
      name: "soft hyphen in a player name", edit: { household(&$0) { $0["players"] = [["name": "Le\u{AD}o"]] } },
      path: "household.players[0].name"),
    BadCase(
      name: "bidi override in a routine name", edit: { routine(&$0, 0) { $0["name"] = "Morning\u{202E}" } },
      path: "household.routines[0].name"),
    BadCase(
      name: "escape in a task name",
      edit: { routine(&$0, 1) { $0["tasks"] = [["name": "Bath\u{1B}[2J", "minutes": 5]] } },
      path: "household.routines[1].tasks[0].name"),
    BadCase(
      name: "task name over its limit",
      edit: { routine(&$0, 1) { $0["tasks"] = [["name": String(repeating: "x", count: 61), "minutes": 5]] } },
      path: "household.routines[1].tasks[0].name"),
    BadCase(
      name: "missing routine name", edit: { routine(&$0, 0) { $0["name"] = nil } }, path: "household.routines[0].name"),
    BadCase(
      name: "bad play time",
      edit: {
        $0["version"] = 1
        household(&$0) { h in
          h["plays"] = [["player": "Leo", "routine": "Bedtime", "playedAt": "yesterday", "tasks": [[String: Any]]()]]
        }
      },
      path: "household.plays[0].playedAt"),
    BadCase(
      name: "bad settings time",
      edit: { top in
        var settings = top["settings"] as! [String: Any]
        var calendar = settings["calendar"] as! [String: Any]
        var rules = calendar["rules"] as! [String: Any]
        rules["coreStart"] = "25:00"
        calendar["rules"] = rules
        settings["calendar"] = calendar
        top["settings"] = settings
      }, path: "settings.calendar.rules.coreStart"),
    BadCase(
      name: "game of an unknown player", edit: { game(&$0) { $0["player"] = "Zed" } },
      path: "household.sessions[0].player"),
    BadCase(
      name: "game with a negative guess",
      edit: {
        game(&$0) { $0["tasks"] = [["name": "Bath", "guessSeconds": -5, "actualSeconds": 60, "skipped": false]] }
      },
      path: "household.sessions[0].tasks[0]"),
    BadCase(
      name: "timed game task without its time",
      edit: { game(&$0) { $0["tasks"] = [["name": "Bath", "guessSeconds": 60, "skipped": false]] } },
      path: "household.sessions[0].tasks[0].actualSeconds"),
    BadCase(
      name: "game on no date", edit: { game(&$0) { $0["date"] = "someday" } }, path: "household.sessions[0].date"),
    // What is read back is checked like what is typed (issue 23): ranges that kept `history`,
    // `stats` and `report` from crashing, and the stored-text rules of every field.
    BadCase(
      name: "game with a guess of 2^62 seconds",
      edit: {
        game(&$0) { $0["tasks"] = [["name": "Bath", "guessSeconds": 1 << 62, "actualSeconds": 60, "skipped": false]] }
      },
      path: "household.sessions[0].tasks[0].guessSeconds"),
    BadCase(
      name: "game with a time of a week and a second",
      edit: {
        game(&$0) { $0["tasks"] = [["name": "Bath", "guessSeconds": 60, "actualSeconds": 604_801, "skipped": false]] }
      },
      path: "household.sessions[0].tasks[0].actualSeconds"),
    BadCase(
      name: "game of a routine no routine could be named",
      edit: { game(&$0) { $0["routine"] = "Bed\u{1B}[2Jtime" } }, path: "household.sessions[0].routine"),
    BadCase(
      name: "game task with a soft hyphen",
      edit: {
        game(&$0) { $0["tasks"] = [["name": "Ba\u{AD}th", "guessSeconds": 60, "actualSeconds": 60, "skipped": false]] }
      },
      path: "household.sessions[0].tasks[0].name"),
    BadCase(
      name: "game dated two days after its start", edit: { game(&$0) { $0["date"] = "2026-11-26" } },
      path: "household.sessions[0].date"),
    BadCase(
      name: "game dated two days before its start",
      edit: { game(&$0) { $0["startedAt"] = "2026-11-26T00:00:00Z" } }, path: "household.sessions[0].date"),
    BadCase(
      name: "calendar location with a control character",
      edit: { calendar(&$0) { $0["sources"] = [["id": "s", "location": "/srv/s\u{7}.ics"]] } },
      path: "settings.calendar.sources[0].location"),
    BadCase(
      name: "calendar region with an escape",
      edit: { calendar(&$0) { $0["sources"] = [["id": "s", "location": "/srv/s.ics", "region": "A\u{1B}[2J"]] } },
      path: "settings.calendar.sources[0].region"),
    BadCase(
      name: "skipped holiday with a C1 control",
      edit: {
        calendar(&$0) { $0["sources"] = [["id": "s", "location": "holidays:US", "skip": ["Veterans\u{85}Day"]]] }
      },
      path: "settings.calendar.sources[0].skip[0]"),
    BadCase(
      name: "older play with an estimate of 2^62 minutes",
      edit: { olderPlay(&$0) { $0["estimateMinutes"] = 1 << 62 } }, path: "household.plays[0].tasks[0].estimateMinutes"),
    BadCase(
      name: "older play with a time of 2^62 seconds",
      edit: { olderPlay(&$0) { $0["actualSeconds"] = 1 << 62 } }, path: "household.plays[0].tasks[0].actualSeconds"),
    BadCase(
      name: "PIN record of 2^32 iterations", edit: { gate(&$0) { $0["iterations"] = 1 << 32 } },
      path: "settings.gate.iterations"),
    BadCase(
      name: "PIN record of 2×10^9 iterations", edit: { gate(&$0) { $0["iterations"] = 2_000_000_000 } },
      path: "settings.gate.iterations"),
    BadCase(
      name: "override note with an escape",
      edit: {
        calendar(&$0) { $0["overrides"] = [["from": "2026-12-21", "kind": "free", "note": "Trip\u{1B}]0;x\u{7}"]] }
      },
      path: "settings.calendar.overrides[0].note"),
    BadCase(
      name: "keyword with a soft hyphen",
      edit: {
        calendar(&$0) { $0["rules"] = ["keywords": ["added": [["word": "Ski\u{AD}day", "kind": "no-school"]]]] }
      },
      path: "settings.calendar.rules.keywords.added[0].word"),
    BadCase(
      name: "calendar name with a direction override",
      edit: { calendar(&$0) { $0["sources"] = [["id": "s", "location": "/srv/s.ics", "name": "School\u{202E}"]] } },
      path: "settings.calendar.sources[0].name"),
    BadCase(
      name: "calendars chosen for a player named with an escape",
      edit: { calendar(&$0) { $0["playerSelection"] = ["Mia\u{1B}[2J": ["school"]] } },
      path: "settings.calendar.playerSelection"),
    BadCase(
      name: "notified player named over the byte limit",
      edit: { top in
        var settings = top["settings"] as! [String: Any]
        settings["notifications"] = ["player": String(repeating: "\u{1F600}", count: 41)]
        top["settings"] = settings
      }, path: "settings.notifications.player"),
    BadCase(name: "missing household", edit: { $0["household"] = nil }, path: "household"),
    BadCase(name: "missing version", edit: { $0["version"] = nil }, path: "version"),
  ]

  static func household(_ top: inout [String: Any], _ body: (inout [String: Any]) -> Void) {
    var household = top["household"] as! [String: Any]
    body(&household)
    top["household"] = household
  }

  /// Adds one game of Leo's, as version 2 writes it, changed by `body`.
  static func game(_ top: inout [String: Any], _ body: (inout [String: Any]) -> Void) {
    top["version"] = 2
    household(&top) { household in
      var game: [String: Any] = [
        "player": "Leo", "routine": "Bedtime", "date": "2026-11-24", "startedAt": "2026-11-24T19:00:00Z",
        "finished": true, "tasks": [["name": "Bath", "guessSeconds": 600, "actualSeconds": 840, "skipped": false]],
      ]
      body(&game)
      household["sessions"] = [game]
    }
  }

  /// Makes the backup version 1 with one play of Leo's, whose one task `body` changes.
  static func olderPlay(_ top: inout [String: Any], _ body: (inout [String: Any]) -> Void) {
    top["version"] = 1
    household(&top) { household in
      var task: [String: Any] = ["name": "Bath", "estimateMinutes": 10, "actualSeconds": 600]
      body(&task)
      household["plays"] = [
        ["player": "Leo", "routine": "Bedtime", "playedAt": "2026-11-20T19:30:00Z", "tasks": [task]]
      ]
    }
  }

  static func calendar(_ top: inout [String: Any], _ body: (inout [String: Any]) -> Void) {
    settings(&top, "calendar", body)
  }

  static func gate(_ top: inout [String: Any], _ body: (inout [String: Any]) -> Void) { settings(&top, "gate", body) }

  /// The object at `settings.KEY`, changed by `body`.
  static func settings(_ top: inout [String: Any], _ key: String, _ body: (inout [String: Any]) -> Void) {
    var settings = top["settings"] as! [String: Any]
    var object = settings[key] as! [String: Any]
    body(&object)
    settings[key] = object
    top["settings"] = settings
  }

  static func routine(_ top: inout [String: Any], _ index: Int, _ body: (inout [String: Any]) -> Void) {
    household(&top) { household in
      var routines = household["routines"] as! [[String: Any]]
      body(&routines[index])
      household["routines"] = routines
    }
  }

  @Test("a bad value is named by its JSON path and nothing changes", arguments: badCases)
  func badValue(_ item: BadCase) throws {
    let dependencies = try household()
    let good = try Backup(dependencies).export()
    var object = try JSONSerialization.jsonObject(with: good) as! [String: Any]
    item.edit(&object)
    let bad = try JSONSerialization.data(withJSONObject: object)
    let settings = try dependencies.settings.load()
    let snapshot = try dependencies.database.open().snapshot()
    do {
      _ = try Backup(dependencies).importBackup(bad, source: "bad.json")
      Issue.record("the import was accepted")
    } catch let error as BackupError {
      guard case .invalid(let source, let path, _) = error else {
        Issue.record("expected an invalid value, got \(error)")
        return
      }
      #expect(source == "bad.json")
      #expect(path == item.path, "\(error)")
      #expect(error.exitCode == 65)
    }
    #expect(try dependencies.settings.load() == settings)
    #expect(try dependencies.database.open().snapshot() == snapshot)
    #expect(!FileManager.default.fileExists(atPath: home.path + "/state/backups"))
  }

  @Test("an older play at its edges imports: estimates of 0 and of the most minutes, times of 0 and of a week")
  func olderPlayAtItsEdges() throws {
    let most = TaskPlay.maximumSeconds / 60
    for (estimate, seconds) in [(0, 0), (most, TaskPlay.maximumSeconds)] {
      let dependencies = try household()
      var object = try JSONSerialization.jsonObject(with: try Backup(dependencies).export()) as! [String: Any]
      Self.olderPlay(&object) {
        $0["estimateMinutes"] = estimate
        $0["actualSeconds"] = seconds
      }
      _ = try Backup(dependencies).importBackup(try JSONSerialization.data(withJSONObject: object), source: "edge.json")
      let tasks = try dependencies.database.open().sessions(player: "Leo", routine: nil).flatMap(\.tasks)
      #expect(
        tasks.contains(TaskPlay(name: "Bath", guessSeconds: estimate * 60, actualSeconds: seconds)),
        "\(estimate) min, \(seconds) s: \(tasks)")
    }
  }

  @Test("an import stores names in NFC, as typed names are")
  func importNFC() throws {
    let dependencies = try household()
    var object = try JSONSerialization.jsonObject(with: try Backup(dependencies).export()) as! [String: Any]
    Self.routine(&object, 1) { $0["name"] = "Cafe\u{301}" }
    _ = try Backup(dependencies).importBackup(try JSONSerialization.data(withJSONObject: object), source: "nfc.json")
    let names = try dependencies.database.open().snapshot().routines.map { Array($0.name.utf8) }
    #expect(names.contains(Array("Caf\u{E9}".utf8)))
    #expect(!names.contains(Array("Cafe\u{301}".utf8)))
  }

  @Test("a newer backup version, another JSON file and a non-JSON file are refused")
  func refusals() throws {
    let data = try Backup(try household()).export()
    var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    let next = BackupDocument.currentVersion + 1
    object["version"] = next
    object["household"] = ["shape": "changed in version \(next)"]
    let newer = try JSONSerialization.data(withJSONObject: object)
    #expect(throws: BackupError.newerVersion(source: "b.json", version: next)) {
      try BackupDocument.decode(newer, source: "b.json", timeZone: .current)
    }
    #expect(throws: BackupError.notABackup(source: "b.json")) {
      try BackupDocument.decode(Data(#"{"players": []}"#.utf8), source: "b.json", timeZone: .current)
    }
    #expect(throws: BackupError.self) {
      try BackupDocument.decode(Data("players: []".utf8), source: "b.json", timeZone: .current)
    }
    #expect(BackupError.newerVersion(source: "b.json", version: 3).description.contains("newer"))
  }

  /// What `tq-parent export` wrote before games existed, byte for byte.
  static let versionOne = """
    {
      "format" : "timequest-backup",
      "household" : {
        "players" : [
          {
            "name" : "Leo"
          }
        ],
        "plays" : [
          {
            "playedAt" : "2026-11-18T11:06:40Z",
            "player" : "Leo",
            "routine" : "Bedtime",
            "tasks" : [
              {
                "actualSeconds" : 840,
                "estimateMinutes" : 10,
                "name" : "Bath"
              },
              {
                "actualSeconds" : 600,
                "estimateMinutes" : 10,
                "name" : "Story"
              }
            ]
          }
        ],
        "routines" : [
          {
            "activeDays" : [
              "mon",
              "tue",
              "wed",
              "thu",
              "fri",
              "sat",
              "sun"
            ],
            "mode" : "always",
            "name" : "Bedtime",
            "player" : "Leo",
            "tasks" : [
              {
                "minutes" : 15,
                "name" : "Bath"
              },
              {
                "minutes" : 10,
                "name" : "Story"
              }
            ]
          }
        ]
      },
      "settings" : {
        "calendar" : {
          "enabled" : false,
          "overrides" : [

          ],
          "playerSelection" : {

          },
          "rules" : {
            "coreEnd" : "14:00",
            "coreStart" : "09:00",
            "keywords" : {
              "added" : [

              ],
              "languages" : [
                "en",
                "es",
                "fr",
                "de"
              ],
              "removed" : [

              ]
            },
            "schoolWeek" : [
              "mon",
              "tue",
              "wed",
              "thu",
              "fri"
            ]
          },
          "selection" : [

          ],
          "sources" : [

          ]
        },
        "notifications" : {
          "sink" : "stdout"
        },
        "version" : 1
      },
      "version" : 1
    }

    """
}
