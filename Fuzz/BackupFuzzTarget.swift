// libFuzzer entry for the backup decoder (what `tq-parent import` reads), compiled by
// Scripts/fuzz.sh with AppCore's backup files and the Persistence sources. Whatever the bytes,
// decoding either fails with a `BackupError` (typed: the decoder throws nothing else) or gives a
// document that writes and reads back to the same document, written as the same bytes: a backup
// that imports must export again unchanged, and nothing a damaged or hostile file holds may crash.
// A document that decodes is then imported into a database in memory, read back as the commands
// read it, and shown by every view of every read command (DisplayEverything.swift): the import
// must take it, and the read must give back what was imported.
import Domain
import Foundation
import Persistence

/// One database for every input: an import replaces everything in it.
nonisolated(unsafe) let database = try! AppDatabase.inMemory()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let document: BackupDocument
  do {
    document = try BackupDocument.decode(bytes, source: "fuzz", timeZone: TimeZone(identifier: "UTC")!)
  } catch {
    // `error` is a BackupError by the decoder's typed throws; its message must be printable.
    _ = error.description
    return 0
  }
  guard let encoded = try? document.encoded() else { fatalError("a decoded backup could not be written again") }
  let again: BackupDocument
  do {
    again = try BackupDocument.decode(encoded, source: "fuzz", timeZone: TimeZone(identifier: "UTC")!)
  } catch {
    fatalError(
      "a backup written by this version could not be read back (\(error)): \(String(decoding: encoded, as: UTF8.self))")
  }
  if again != document { fatalError("a backup changed on a round trip: \(String(decoding: encoded, as: UTF8.self))") }
  guard let twice = try? again.encoded(), twice == encoded else { fatalError("a backup was written as other bytes") }
  do {
    try database.replaceAll(with: document.household)
  } catch {
    fatalError(
      "a backup that decodes was refused by the database (\(error)): \(String(decoding: encoded, as: UTF8.self))")
  }
  let stored: HouseholdSnapshot
  let (players, routines, sessions): ([Player], [Routine], [GameSession])
  do {
    stored = try database.snapshot()
    (players, routines, sessions) = (
      try database.players(), try database.routines(player: nil), try database.sessions(player: nil, routine: nil)
    )
  } catch {
    fatalError("an imported backup could not be read back (\(error)): \(String(decoding: encoded, as: UTF8.self))")
  }
  // Players come back sorted, and a routine's or game's player as the player's own spelling.
  if Set(stored.players) != Set(document.household.players)
    || stored.routines.count != document.household.routines.count
    || stored.sessions.count != document.household.sessions.count
  {
    fatalError("an imported backup read back as another household: \(String(decoding: encoded, as: UTF8.self))")
  }
  displayHousehold(players: players, routines: routines, sessions: sessions)
  displaySettings(document.settings)
  return 0
}
