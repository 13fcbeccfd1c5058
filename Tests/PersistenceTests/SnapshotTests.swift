import Domain
import Foundation
import GRDB
import Persistence
import Testing

@Suite("Snapshot and replace (backup and move)")
struct SnapshotTests {
  static func encode(_ snapshot: HouseholdSnapshot) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(snapshot)
  }

  static func fill(_ database: AppDatabase) throws {
    try makeHousehold(database)
    let game = try database.startSession(
      player: "Leo", routine: "Morning", date: LocalDate("2026-11-24")!,
      startedAt: Date(timeIntervalSince1970: 1_795_600_000))
    try database.appendTask(TaskPlay(name: "Feed the cat", guessSeconds: 90, actualSeconds: 75), toSession: game.id!)
    try database.appendTask(.skipped(name: "Dress", guessSeconds: 300), toSession: game.id!)
    _ = try database.startSession(
      player: "Mia", routine: "Morning", date: LocalDate("2026-11-25")!,
      startedAt: Date(timeIntervalSince1970: 1_795_700_000))
    try database.finishSession(game.id!)
  }

  @Test("a snapshot holds every player, routine and play in a deterministic order", arguments: Storage.allCases)
  func contents(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try Self.fill(database)
    let snapshot = try database.snapshot()
    #expect(snapshot.players == [Player(name: "Leo"), Player(name: "Mia")])
    #expect(snapshot.routines == [Samples.leoMorning, Samples.miaMorning, Samples.miaChores])
    #expect(snapshot.sessions.map(\.player) == ["Leo", "Mia"])
    #expect(snapshot.sessions.map(\.finished) == [true, false])
    #expect(snapshot.sessions.allSatisfy { $0.id == nil })
    #expect(snapshot.sessions[0].tasks.map(\.skipped) == [false, true])
  }

  @Test("games are written without ids or ratios, a skipped task without a time; none at all means no key")
  func sessionsJSON() throws {
    let database = try AppDatabase.inMemory()
    try Self.fill(database)
    let text = String(decoding: try Self.encode(try database.snapshot()), as: UTF8.self)
    let compact = text.filter { !$0.isWhitespace }
    #expect(
      compact.contains(
        #"{"date":"2026-11-24","finished":true,"player":"Leo","routine":"Morning","startedAt":"2026-11-25T09:46:40Z","#
          + #""tasks":[{"actualSeconds":75,"guessSeconds":90,"name":"Feedthecat","skipped":false},"#
          + #"{"guessSeconds":300,"name":"Dress","skipped":true}]}"#), "\(compact)")
    #expect(!compact.contains("ratio") && !compact.contains(#""id""#))
    let withoutGames = HouseholdSnapshot(players: [Player(name: "Mia")])
    #expect(!String(decoding: try Self.encode(withoutGames), as: UTF8.self).contains("sessions"))
  }

  @Test("export, import into another database, export again: the same bytes", arguments: Storage.allCases)
  func byteIdenticalRoundTrip(storage: Storage) throws {
    let (source, folder1) = try storage.make()
    let (target, folder2) = try storage.make()
    _ = (folder1, folder2)
    try Self.fill(source)
    let first = try Self.encode(try source.snapshot())
    let decoded = try JSONDecoder().decode(HouseholdSnapshot.self, from: first)
    try target.replaceAll(with: decoded)
    let second = try Self.encode(try target.snapshot())
    #expect(first == second)
    #expect(try target.snapshot() == (try source.snapshot()))
  }

  @Test("the JSON form writes days as codes, Monday first, and the calendar mode by name")
  func jsonShape() throws {
    let snapshot = HouseholdSnapshot(
      players: [Player(name: "Mia")],
      routines: [
        Routine(
          name: "R", player: "Mia", tasks: [.init(name: "A", minutes: 2)], activeDays: [.sunday, .friday, .monday],
          mode: .freeDay)
      ])
    let text = String(decoding: try Self.encode(snapshot), as: UTF8.self)
    let compact = text.filter { !$0.isWhitespace }
    #expect(compact.contains(#""activeDays":["mon","fri","sun"]"#))
    #expect(compact.contains(#""mode":"free-day""#))
    #expect(try JSONDecoder().decode(HouseholdSnapshot.self, from: Data(text.utf8)) == snapshot)
  }

  @Test("a player's game settings travel in the snapshot, written only where they differ from the defaults")
  func playerSettings() throws {
    let source = try AppDatabase.inMemory()
    try Self.fill(source)
    try source.setGameSettings(of: "Mia", pastTimes: .off, cue: false)
    try source.setGameSettings(of: "Leo", pastTimes: .on, cue: nil)
    let snapshot = try source.snapshot()
    #expect(
      snapshot.players == [Player(name: "Leo", pastTimes: .on), Player(name: "Mia", pastTimes: .off, cue: false)])
    let first = try Self.encode(snapshot)
    let compact = String(decoding: first, as: UTF8.self).filter { !$0.isWhitespace }
    #expect(
      compact.contains(#""players":[{"name":"Leo","pastTimes":"on"},{"cue":false,"name":"Mia","pastTimes":"off"}]"#))
    let target = try AppDatabase.inMemory()
    try target.replaceAll(with: try JSONDecoder().decode(HouseholdSnapshot.self, from: first))
    #expect(try target.snapshot() == snapshot)
    #expect(try Self.encode(try target.snapshot()) == first)
    // Back to the defaults, a player is written as before the settings existed.
    try target.setGameSettings(of: "Mia", pastTimes: .auto, cue: true)
    let defaults = String(decoding: try Self.encode(try target.snapshot()), as: UTF8.self).filter { !$0.isWhitespace }
    #expect(defaults.contains(#"{"name":"Mia"}"#))
  }

  @Test("an unknown past-times setting in a backup is a decoding error that names the value and the choices")
  func badPastTimes() throws {
    let bad = #"{"players":[{"name":"Mia","pastTimes":"sometimes"}]}"#
    #expect {
      try JSONDecoder().decode(HouseholdSnapshot.self, from: Data(bad.utf8))
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.debugDescription == "'sometimes' is not a past-times setting: use auto, on or off"
        && context.codingPath.map(\.stringValue).last == "pastTimes"
    }
    let badCue = #"{"players":[{"name":"Mia","cue":"loud"}]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(HouseholdSnapshot.self, from: Data(badCue.utf8)) }
  }

  @Test("an unknown calendar mode or weekday in a backup is a decoding error that names the value")
  func badValues() throws {
    let badMode =
      #"{"players":[{"name":"Mia"}],"routines":[{"name":"R","player":"Mia","mode":"sometimes","activeDays":["mon"],"tasks":[]}]}"#
    #expect {
      try JSONDecoder().decode(HouseholdSnapshot.self, from: Data(badMode.utf8))
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.debugDescription.contains("'sometimes'") && context.codingPath.map(\.stringValue).last == "mode"
    }
    let badDay = #"{"players":[{"name":"Mia"}],"routines":[{"name":"R","player":"Mia","activeDays":["mon","funday"]}]}"#
    #expect {
      try JSONDecoder().decode(HouseholdSnapshot.self, from: Data(badDay.utf8))
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.debugDescription.contains("'funday'")
    }
  }

  @Test("an empty object decodes to an empty snapshot")
  func emptyObject() throws {
    #expect(try JSONDecoder().decode(HouseholdSnapshot.self, from: Data("{}".utf8)) == HouseholdSnapshot())
  }

  @Test("replacing with a snapshot that does not hold together is refused before anything changes")
  func validation() throws {
    let database = try AppDatabase.inMemory()
    try Self.fill(database)
    let before = try database.snapshot()
    let orphan = HouseholdSnapshot(players: [Player(name: "Ada")], routines: [Samples.miaMorning])
    #expect(throws: PersistenceError.unknownPlayer("Mia")) { try database.replaceAll(with: orphan) }
    let twice = HouseholdSnapshot(players: [Player(name: "Ada"), Player(name: "ADA")])
    #expect(throws: PersistenceError.duplicatePlayer("ADA")) { try database.replaceAll(with: twice) }
    let sameRoutine = HouseholdSnapshot(
      players: [Player(name: "Mia")], routines: [Samples.miaMorning, Samples.miaMorning])
    #expect(throws: PersistenceError.duplicateRoutine(name: "Morning", player: "Mia")) {
      try database.replaceAll(with: sameRoutine)
    }
    let strayPlay = HouseholdSnapshot(
      players: [Player(name: "Ada")],
      sessions: [GameSession(Samples.play("Mia", "Morning", at: 0), date: LocalDate("1970-01-01")!)])
    #expect(throws: PersistenceError.unknownPlayer("Mia")) { try database.replaceAll(with: strayPlay) }
    #expect(try database.snapshot() == before)
  }

  @Test("a replace that fails half-way leaves the previous data, not a mix")
  func atomicReplace() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let database = try AppDatabase.open(at: path)
    try Self.fill(database)
    let before = try database.snapshot()
    // Make the database itself refuse the very last row of the new data.
    let saboteur = try DatabaseQueue(path: path)
    try saboteur.write { db in
      try db.execute(
        sql: """
          CREATE TRIGGER refuse_boom BEFORE INSERT ON game_tasks WHEN NEW.name = 'boom'
          BEGIN SELECT RAISE(ABORT, 'boom'); END
          """)
    }
    try saboteur.close()
    var next = before
    next.players.append(Player(name: "Zed"))
    next.sessions.append(
      GameSession(
        player: "Zed", routine: "Any", date: LocalDate("1970-01-01")!, startedAt: Date(timeIntervalSince1970: 0),
        finished: true, tasks: [TaskPlay(name: "boom", guessSeconds: 60, actualSeconds: 1)]))
    #expect(throws: PersistenceError.self) { try database.replaceAll(with: next) }
    #expect(try database.snapshot() == before)
  }

  @Test("replacing with an empty snapshot empties the database")
  func replaceWithEmpty() throws {
    let database = try AppDatabase.inMemory()
    try Self.fill(database)
    try database.replaceAll(with: HouseholdSnapshot())
    #expect(try database.snapshot() == HouseholdSnapshot())
  }
}
