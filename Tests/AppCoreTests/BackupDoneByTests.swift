import AppCore
import Domain
import Foundation
import Persistence
import TestSupport
import Testing

/// A routine's done-by time travels in backups like every field: written only when set, read back
/// the same, and anything that is not a time of day refused by its JSON path with nothing changed.
@Suite("Backups: a routine's done-by time")
struct BackupDoneByTests {
  let backups = try! BackupTests()

  @Test("written only when set, as \"HH:MM\"; export → import → export is the same bytes; an older backup imports")
  func roundTrip() throws {
    let original = try backups.household()
    _ = try Household(original).editRoutine(
      name: "School morning", player: "Maya", newName: nil, days: nil, mode: nil, tasks: nil, doneBy: "8:05")
    let first = try Backup(original).export()
    let object = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
    #expect(object["version"] as? Int == 4)
    let routines = try #require((object["household"] as? [String: Any])?["routines"] as? [[String: Any]])
    #expect(routines.map { $0["doneBy"] as? String } == [nil, "08:05", nil])
    #expect(routines.filter { $0["doneBy"] == nil }.allSatisfy { !$0.keys.contains("doneBy") })
    let copy = try backups.dependencies()
    _ = try Backup(copy).importBackup(first, source: "backup.json")
    #expect(String(decoding: try Backup(copy).export(), as: UTF8.self) == String(decoding: first, as: UTF8.self))
    #expect(
      try Household(copy).routine(named: "School morning", player: "Maya").doneBy == DailyTime(hour: 8, minute: 5))
    // A backup from before done-by times (no field) imports with none.
    var older = object
    BackupTests.routine(&older, 1) { $0["doneBy"] = nil }
    _ = try Backup(copy).importBackup(try JSONSerialization.data(withJSONObject: older), source: "older.json")
    #expect(try Household(copy).routines(player: nil).allSatisfy { $0.doneBy == nil })
  }

  @Test(
    "a done-by time that is not a time of day is refused by its path; nothing changes",
    arguments: [
      "24:00", "8:5", "", "08:05:00", "soon", "none", "08:05\u{0}",
    ])
  func hostile(text: String) throws {
    try refused { $0["doneBy"] = text }
  }

  @Test("a done-by time as a number, a list or an object is refused by its path")
  func wrongType() throws {
    try refused { $0["doneBy"] = 485 }
    try refused { $0["doneBy"] = ["08:05"] }
    try refused { $0["doneBy"] = ["hour": 8] }
  }

  func refused(_ edit: (inout [String: Any]) -> Void) throws {
    let dependencies = try backups.household()
    var object = try #require(try JSONSerialization.jsonObject(with: Backup(dependencies).export()) as? [String: Any])
    BackupTests.routine(&object, 0, edit)
    let snapshot = try dependencies.database.open().snapshot()
    do {
      _ = try Backup(dependencies).importBackup(try JSONSerialization.data(withJSONObject: object), source: "bad.json")
      Issue.record("the import was accepted")
    } catch let error as BackupError {
      guard case .invalid(_, let path, let message) = error else {
        Issue.record("expected an invalid value, got \(error)")
        return
      }
      #expect(path == "household.routines[0].doneBy", "\(error)")
      #expect(error.exitCode == 65)
      _ = message
    }
    #expect(try dependencies.database.open().snapshot() == snapshot)
  }
}
