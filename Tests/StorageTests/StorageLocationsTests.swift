import Foundation
import Storage
import Testing

@Suite("Storage: where the files live")
struct StorageLocationsTests {
  func locations(_ variables: [String: String], home: String? = nil) -> StorageLocations {
    StorageLocations(variables: variables, home: home, userHome: "/home/ada")
  }

  @Test("without XDG variables the folders lie under the user's home, and runtime files go to state")
  func defaults() {
    let places = locations([:])
    #expect(places.config.path == "/home/ada/.config/timequest")
    #expect(places.data.path == "/home/ada/.local/share/timequest")
    #expect(places.state.path == "/home/ada/.local/state/timequest")
    #expect(places.runtime.path == "/home/ada/.local/state/timequest")
  }

  @Test("absolute XDG variables are honoured, runtime included")
  func xdgSet() {
    let places = locations([
      "XDG_CONFIG_HOME": "/xdg/config", "XDG_DATA_HOME": "/xdg/data", "XDG_STATE_HOME": "/xdg/state",
      "XDG_RUNTIME_DIR": "/run/user/1000",
    ])
    #expect(places.config.path == "/xdg/config/timequest")
    #expect(places.data.path == "/xdg/data/timequest")
    #expect(places.state.path == "/xdg/state/timequest")
    #expect(places.runtime.path == "/run/user/1000/timequest")
  }

  @Test("relative XDG variables are ignored, as the XDG specification asks")
  func xdgRelativeIgnored() {
    let places = locations([
      "XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "./data", "XDG_STATE_HOME": "~/state",
      "XDG_RUNTIME_DIR": "run/user/1000",
    ])
    #expect(places.config.path == "/home/ada/.config/timequest")
    #expect(places.data.path == "/home/ada/.local/share/timequest")
    #expect(places.state.path == "/home/ada/.local/state/timequest")
    #expect(places.runtime.path == "/home/ada/.local/state/timequest")
  }

  @Test("without a runtime folder, runtime files follow an XDG state folder")
  func runtimeFollowsState() {
    let places = locations(["XDG_STATE_HOME": "/xdg/state", "XDG_RUNTIME_DIR": ""])
    #expect(places.runtime.path == "/xdg/state/timequest")
  }

  @Test("a home folder (--home) holds config, data, state and runtime together, whatever XDG says")
  func home() {
    let places = locations(
      ["XDG_CONFIG_HOME": "/xdg/config", "XDG_RUNTIME_DIR": "/run/user/1000"], home: "/tmp/tq")
    #expect(places.config.path == "/tmp/tq/config")
    #expect(places.data.path == "/tmp/tq/data")
    #expect(places.state.path == "/tmp/tq/state")
    #expect(places.runtime.path == "/tmp/tq/runtime")
  }

  @Test("paths given on the command line are made absolute: ~ is the home folder, the rest the current folder")
  func absolutePaths() {
    #expect(StorageLocations.absolutePath("/srv/tq") == "/srv/tq")
    #expect(StorageLocations.absolutePath("~") == NSHomeDirectory())
    #expect(StorageLocations.absolutePath("~/tq") == NSHomeDirectory() + "/tq")
    #expect(StorageLocations.absolutePath("tq") == FileManager.default.currentDirectoryPath + "/tq")
  }
}
