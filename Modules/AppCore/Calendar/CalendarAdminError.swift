import Domain

/// Problems with the parent's calendar choices.
public enum CalendarAdminError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  case alreadyConnected(location: String, id: String)
  case unknownSource(String, known: [String])
  case ambiguousCalendar(String, candidates: [String])
  /// `nearest`: the source name or calendar title the word is a slip of, if one is near.
  case unknownCalendar(String, candidates: [String], readingOn: Bool, nearest: String? = nil)
  case noOverride(date: LocalDate, player: String?)
  case emptyKeyword(String)
  case unknownKeyword(String)
  /// `calendar holidays skip` with a name the source's country has no holiday of.
  case unknownHoliday(String, region: String)
  case unknownLanguage(String, known: [String])
  /// A location its source can read once but not keep: standard input.
  case stdinNotASource
  /// An empty location: as a path it would be the current folder, which nobody means.
  case emptyLocation
  case readingOff
  /// Network options (`--user`, `--timeout`, …) for a source that is not reached over a network.
  case networkOptionsUnused(location: String, options: [String])
  /// An option's value that cannot be used: the option and what is wrong.
  case unusableOption(String, String)
  /// `--ca-file` naming no readable file.
  case missingCertificateFile(String)
  case confirmationNeeded

  /// A location or a word the parent typed may be a secret address: every message shows it masked.
  public var description: String { SecretMask.text(unmaskedDescription) }

  var unmaskedDescription: String {
    switch self {
    case .alreadyConnected(let location, let id):
      "\(location) is already connected as '\(id)'"
    case .unknownSource(let key, let known):
      known.isEmpty
        ? "no calendar '\(key)' is connected: see 'tq-parent calendar status'"
        : "no calendar '\(key)' is connected\(DidYouMean.phrase(key, among: known)): connected ones are "
          + known.joined(separator: ", ")
    case .ambiguousCalendar(let word, let candidates):
      "'\(word)' names more than one calendar: \(candidates.joined(separator: "; ")); choose one by its name or id"
    case .unknownCalendar(let word, let candidates, let readingOn, let nearest):
      (candidates.isEmpty
        ? "no calendar is called '\(word)': none is connected; add one with 'tq-parent calendar add FILE'"
        : "no calendar is called '\(word)'\(nearest.map { " (did you mean '\($0)'?)" } ?? ""): choose among "
          + candidates.joined(separator: "; "))
        + (readingOn ? "" : " (calendar titles are known once reading is on: 'tq-parent calendar enable')")
    case .noOverride(let date, let player):
      "no override covers \(date)\(player.map { " for \($0)" } ?? " for the household"): see 'tq-parent calendar override list'"
    case .emptyKeyword(let word):
      "'\(word)' has no letters or digits to match: give a word or phrase"
    case .unknownKeyword(let word):
      "'\(word)' is not in the keyword list: see 'tq-parent calendar keywords list'"
    case .unknownLanguage(let code, let known):
      "'\(code)' is not a keyword language: use one or more of \(known.joined(separator: ", "))"
    case .stdinNotASource:
      "'-' (standard input) can be read once with --source, but not connected: give a file, a folder or a URL"
    case .emptyLocation:
      "the calendar location is empty: give a file, a folder or a URL (write ./ for the current folder)"
    case .readingOff:
      "calendar reading is off: turn it on with 'tq-parent calendar enable', or read a file directly with --source FILE"
    case .unknownHoliday(let name, let region):
      "\(region) has no holiday called '\(name)': 'tq-parent calendar events --source \(region)' lists their names"
    case .networkOptionsUnused(let location, let options):
      "\(options.joined(separator: ", ")) \(options.count == 1 ? "is" : "are") only for a calendar read over the network"
        + " (https://, webcal://, http://): \(location) is not one; leave \(options.count == 1 ? "it" : "them") out"
    case .unusableOption(let option, let problem):
      "\(option) \(problem)"
    case .missingCertificateFile(let path):
      "--ca-file \(path) is not a readable file: give the PEM file of the server's certificate authority"
    case .confirmationNeeded:
      "enabling calendar reading needs a yes: run it in a terminal to confirm, or pass --yes"
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .alreadyConnected, .unknownSource, .ambiguousCalendar, .unknownCalendar, .noOverride, .unknownKeyword,
      .unknownHoliday:
      65
    case .emptyKeyword, .unknownLanguage, .stdinNotASource, .emptyLocation, .readingOff, .confirmationNeeded,
      .networkOptionsUnused, .unusableOption:
      64
    case .missingCertificateFile: 66
    }
  }
}
