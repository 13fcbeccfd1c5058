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
    for index in copy.plays.indices {
      copy.plays[index].player = nfc(copy.plays[index].player)
      copy.plays[index].routine = nfc(copy.plays[index].routine)
      for task in copy.plays[index].tasks.indices {
        copy.plays[index].tasks[task].name = nfc(copy.plays[index].tasks[task].name)
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
