import Foundation
import TestSupport
import Testing

/// A temporary household driven through the real executables.
final class HouseholdFixture: @unchecked Sendable {
  let home: TemporaryDirectory
  let parent = Executable("tq-parent")
  let player = Executable("tq-player")
  let notify = Executable("tq-notify")

  init() throws { home = try TemporaryDirectory() }

  @discardableResult
  func parent(_ arguments: String...) throws -> Executable.Result {
    try parent.run(arguments + ["--home", home.path])
  }

  @discardableResult
  func player(_ arguments: String...) throws -> Executable.Result {
    try player.run(arguments + ["--home", home.path])
  }

  @discardableResult
  func notify(_ arguments: String...) throws -> Executable.Result {
    try notify.run(arguments + ["--home", home.path])
  }

  /// What the household holds, as the parent sees it, plus the raw settings file.
  func state() throws -> String {
    let players = try parent("player", "list", "--format", "json").stdout
    let routines = try parent("routine", "list", "--format", "json").stdout
    let settings = (try? String(contentsOfFile: home.path + "/config/settings.json", encoding: .utf8)) ?? "<none>"
    return players + routines + settings
  }

  /// A new household, seeded.
  static func seeded() throws -> HouseholdFixture {
    let household = try HouseholdFixture()
    try household.seed()
    return household
  }

  /// Two children with routines in every calendar mode.
  func seed() throws {
    try parent("player", "add", "Maya")
    try parent("player", "add", "Leo")
    try parent(
      "routine", "add", "School morning", "--player", "Maya", "--days", "weekdays", "--mode", "school-day",
      "--task", "Get dressed=5m", "--task", "Breakfast=15m", "--task", "Brush teeth=3m")
    try parent(
      "routine", "add", "Slow morning", "--player", "Maya", "--days", "sat,sun", "--mode", "free-day",
      "--task", "Make bed=5m", "--task", "Pancakes=25m")
    try parent(
      "routine", "add", "Violin", "--player", "Maya", "--days", "tue,thu", "--task", "Scales=10m")
    try parent(
      "routine", "add", "Bedtime", "--player", "Leo", "--days", "daily", "--task", "Bath=15m", "--task", "Story=15m")
  }
}

extension HouseholdFixture {
  /// `routine show NAME --format json`, which must succeed, as an object.
  func routineJSON(_ name: String) throws -> [String: Any] {
    let result = try parent("routine", "show", name, "--format", "json")
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(try parseJSON(result.stdout) as? [String: Any])
  }
}
