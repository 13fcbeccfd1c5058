import AppCore
import Foundation
import Testing

/// The built-in holidays suggested from the locale: LC_ALL, then LC_MESSAGES, then LANG, the first
/// one set and not empty.
@Suite("The holidays suggested from the locale")
struct SuggestedHolidaysTests {
  static func suggestion(_ variables: [String: String]) throws -> String? {
    var dependencies = try AppDependencies.test()
    dependencies.environment.variables = variables
    return try CalendarAdmin(dependencies).suggestedHolidays()?.location
  }

  @Test("LANG=de_DE.UTF-8 suggests holidays:DE; an empty LC_ALL or LC_MESSAGES falls through to it")
  func emptyFallsThrough() throws {
    #expect(try Self.suggestion(["LANG": "de_DE.UTF-8"]) == "holidays:DE")
    #expect(try Self.suggestion(["LC_ALL": "", "LANG": "de_DE.UTF-8"]) == "holidays:DE")
    #expect(try Self.suggestion(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "de_DE.UTF-8"]) == "holidays:DE")
  }

  @Test("the first variable set and not empty decides alone: LC_ALL=fr_FR over LANG=de_DE; C suggests nothing")
  func firstDecides() throws {
    #expect(try Self.suggestion(["LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"]) == "holidays:FR")
    #expect(try Self.suggestion(["LC_MESSAGES": "C", "LANG": "de_DE.UTF-8"]) == nil)
    #expect(try Self.suggestion([:]) == nil)
  }
}
