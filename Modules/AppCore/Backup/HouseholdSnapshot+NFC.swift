import Domain
import Foundation
import Persistence

extension HouseholdSnapshot {
  /// Every name (players, routines, tasks, and the names history refers to) in NFC, the form
  /// typed names are stored in, so an import and a typed name compare equal in the database.
  func normalized() -> HouseholdSnapshot {
    func nfc(_ text: String) -> String { text.precomposedStringWithCanonicalMapping }
    var copy = self
    for index in copy.players.indices { copy.players[index].name = nfc(copy.players[index].name) }
    for index in copy.routines.indices {
      copy.routines[index].name = nfc(copy.routines[index].name)
      copy.routines[index].player = nfc(copy.routines[index].player)
      for task in copy.routines[index].tasks.indices {
        copy.routines[index].tasks[task].name = nfc(copy.routines[index].tasks[task].name)
      }
    }
    for index in copy.sessions.indices {
      copy.sessions[index].player = nfc(copy.sessions[index].player)
      copy.sessions[index].routine = nfc(copy.sessions[index].routine)
      for task in copy.sessions[index].tasks.indices {
        copy.sessions[index].tasks[task].name = nfc(copy.sessions[index].tasks[task].name)
      }
    }
    return copy
  }
}

extension PlayRecord {
  /// The names in NFC, as `HouseholdSnapshot.normalized()` makes them.
  var normalized: PlayRecord {
    var copy = self
    func nfc(_ text: String) -> String { text.precomposedStringWithCanonicalMapping }
    copy.player = nfc(copy.player)
    copy.routine = nfc(copy.routine)
    for task in copy.tasks.indices { copy.tasks[task].name = nfc(copy.tasks[task].name) }
    return copy
  }
}
