import Domain
import Persistence
import Settings

/// Which language each reader is shown the day's and the game's messages in: the player's own
/// choice, then the household's, then the locale of the environment the program was started in,
/// then English (see `MessageLanguage`).
public struct MessageLanguages: Sendable {
  let dependencies: AppDependencies
  /// The household's choice, read once; nil follows the locale.
  public let householdSetting: String?

  /// - Parameter settings: the settings when the caller has read them already.
  public init(_ dependencies: AppDependencies, settings: AppSettings? = nil) {
    // Unreadable settings still leave the messages readable: in the locale's language.
    self.init(dependencies, household: (settings ?? (try? dependencies.settings.load()))?.language)
  }

  /// With the household's choice as the caller read it (nil: auto, or settings that could not be read).
  public init(_ dependencies: AppDependencies, household: String?) {
    self.dependencies = dependencies
    householdSetting = household
  }

  /// The household's language, for what is not about one player.
  public var household: MessageLanguage { choose(player: nil) }

  /// The language of `player`, as stored.
  public func of(_ player: Player) -> MessageLanguage { choose(player: player.language) }

  /// The language of the player named `name`; the household's for nil or a name not (or no longer) stored.
  public func of(player name: String?) -> MessageLanguage {
    guard let name, let player = try? dependencies.database.open().player(named: name) else { return household }
    return of(player)
  }

  func choose(player: String?) -> MessageLanguage {
    MessageLanguage.choose(player: player, household: householdSetting, variables: dependencies.environment.variables)
  }

  /// `tq-parent language set`: the household's choice, saved; returns the language now in force.
  public static func setHousehold(_ setting: LanguageSetting, in dependencies: AppDependencies) throws
    -> MessageLanguage
  {
    let settings = try dependencies.settings.update { $0.language = setting.code }
    return MessageLanguages(dependencies, settings: settings).household
  }
}
