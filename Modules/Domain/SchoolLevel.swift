/// How far along in school a player is: what a school calendar's "Early Dismissal (Elementary)" or
/// "Grades 6-12 only" is read against (`player set NAME --school LEVEL`).
///
/// Four stages cover how schools name their pupils the world over: kindergarten (pre-K, nursery,
/// reception, maternelle, Kita, infantil), elementary (primary, Grundschule, primaria, élémentaire),
/// middle (junior high, intermediate, collège, Sekundarstufe I) and high (senior high, sixth form,
/// lycée, Sekundarstufe II, bachillerato). `secondary` is middle and high together, for the schools
/// (and the parents) that make no difference between them.
public enum SchoolLevel: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
  case kindergarten, elementary, middle, high, secondary

  /// The stages it spans: secondary is middle and high school together.
  public var stages: Set<SchoolLevel> { self == .secondary ? [.middle, .high] : [self] }

  /// "elementary school", as a sentence names it.
  public var schoolName: String {
    switch self {
    case .kindergarten: "kindergarten"
    case .elementary: "elementary school"
    case .middle: "middle school"
    case .high: "high school"
    case .secondary: "secondary school"
    }
  }

  /// Other words a parent may type for a level, as `--school` accepts them.
  static let aliases: [String: SchoolLevel] = [
    "preschool": .kindergarten, "pre-k": .kindergarten, "prek": .kindergarten, "reception": .kindergarten,
    "pre-primary": .kindergarten, "nursery": .kindergarten, "primary": .elementary, "junior-high": .middle,
    "intermediate": .middle, "senior-high": .high,
  ]

  /// What `--school` shows it accepts.
  public static let valueName = "kindergarten|elementary|middle|high|secondary|none"

  /// Order of the stages, youngest first: how a list of them is read out.
  public static func < (lhs: SchoolLevel, rhs: SchoolLevel) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }

  /// Stages read out as a sentence does: "kindergarten and elementary school", "middle and high school".
  public static func describe(_ stages: Set<SchoolLevel>) -> String {
    let sorted = stages.sorted()
    let schools = sorted.filter { $0 != .kindergarten }.map { $0.schoolName.replacingSuffix(" school") }
    var parts = sorted.contains(.kindergarten) ? ["kindergarten"] : []
    if !schools.isEmpty { parts.append(list(schools) + " school") }
    return list(parts)
  }

  private static func list(_ parts: [String]) -> String {
    parts.count <= 1 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
  }
}

/// A player's level as `--school` sets it: a level, or none (the calendar's level words then apply to them all).
public enum SchoolLevelSetting: Hashable, Sendable, CustomStringConvertible {
  case none
  case level(SchoolLevel)

  /// `none`, a level, or one of its other names ("primary", "junior-high"), in any case.
  /// - Throws: `DomainError.unknownSchoolLevel`.
  public init(parsing text: String) throws(DomainError) {
    let word = String(text.trimmingWhitespace().lowercased().map { $0 == " " || $0 == "_" ? "-" : $0 })
    if word == "none" {
      self = .none
    } else if let level = SchoolLevel(rawValue: word) ?? SchoolLevel.aliases[word] {
      self = .level(level)
    } else {
      throw .unknownSchoolLevel(text)
    }
  }

  /// The stored form: the level, or nil for none.
  public var level: SchoolLevel? {
    switch self {
    case .none: nil
    case .level(let level): level
    }
  }

  public var description: String { level?.rawValue ?? "none" }
}

extension String {
  fileprivate func replacingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
