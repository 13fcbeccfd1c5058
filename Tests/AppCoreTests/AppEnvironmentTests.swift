import AppCore
import Foundation
import Testing

@Suite("AppEnvironment")
struct AppEnvironmentTests {
  func environment(_ variables: [String: String], home: String? = nil) -> AppEnvironment {
    AppEnvironment(
      variables: variables, home: home, userHome: "/home/ada", stdinIsTTY: false, stdoutIsTTY: false,
      timeZone: TimeZone(identifier: "UTC")!)
  }

  @Test("XDG folders default under the user's home")
  func defaults() {
    let env = environment([:])
    #expect(env.settingsFile.path == "/home/ada/.config/timequest/settings.json")
    #expect(env.databaseFile.path == "/home/ada/.local/share/timequest/timequest.sqlite")
    #expect(env.stateDirectory.path == "/home/ada/.local/state/timequest")
  }

  @Test("XDG variables are honoured when absolute and ignored when relative")
  func xdgVariables() {
    let env = environment(["XDG_CONFIG_HOME": "/etc/xdg-ada", "XDG_DATA_HOME": "relative/data"])
    #expect(env.configDirectory.path == "/etc/xdg-ada/timequest")
    #expect(env.dataDirectory.path == "/home/ada/.local/share/timequest")
  }

  @Test("a home folder holds config, data and state together")
  func homeOverride() {
    let env = environment(["XDG_CONFIG_HOME": "/elsewhere"], home: "/tmp/tq")
    #expect(env.settingsFile.path == "/tmp/tq/config/settings.json")
    #expect(env.databaseFile.path == "/tmp/tq/data/timequest.sqlite")
    #expect(env.stateDirectory.path == "/tmp/tq/state")
  }
}
