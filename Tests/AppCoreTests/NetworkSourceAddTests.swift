import CalendarIO
import Domain
import Foundation
import Settings
import Synchronization
import TestSupport
import Testing

@testable import AppCore

/// A network source as the feed plug-in states itself, whose server is down: `verify` fails.
private struct DownFeedSource: CalendarSource {
  var setting: CalendarSourceSetting

  func load(limits: CalendarLimits) async throws(CalendarIOError) -> [CalendarDocument] {
    throw .readFailed(path: setting.location, reason: "connection refused")
  }

  func verify(limits: CalendarLimits) async throws(CalendarIOError) {
    throw .readFailed(path: setting.location, reason: "connection refused")
  }

  var mayBeSlow: Bool { true }
  var usesNetwork: Bool { true }
}

@Suite("calendar add URL: a feed's options, --no-check, and ids that never hold a secret")
struct NetworkSourceAddTests {
  static let google =
    "https://calendar.google.com/calendar/ical/maple.family%40gmail.com/private-0a1b2c3d4e5f60718293a4b5c6d7e8f9/basic.ics"
  static let iCloud = "https://p123-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Nh9xQmVyZ3dLc2hPQXpwS0t6Ug"

  final class Made: Sendable {
    let settings = Mutex<[CalendarSourceSetting]>([])
  }

  static func dependencies(_ made: Made = Made()) throws -> AppDependencies {
    var dependencies = try AppDependencies.test().readingFiles()
    dependencies.calendarSources.register(scheme: "https") { setting in
      made.settings.withLock { $0.append(setting) }
      return DownFeedSource(setting: setting)
    }
    return dependencies
  }

  @Test("with --no-check a feed whose server is down is connected with its options; without, it is refused")
  func noCheck() async throws {
    let made = Made()
    let admin = CalendarAdmin(try Self.dependencies(made))
    let options = NetworkOptions(
      user: "anna", passwordCommand: ["pass", "show", "school"], timeoutSeconds: 30, connectTimeoutSeconds: 3,
      userAgent: "Mozilla/5.0", maxBytes: 4096)
    await #expect(throws: CalendarIOError.self) {
      try await admin.addSource(Self.google, name: nil, network: options)
    }
    #expect(try admin.settings().sources.isEmpty)
    let added = try await admin.addSource(Self.google, name: nil, network: options, check: false)
    #expect(added.network == options)
    #expect(try admin.settings().sources == [added])
    // The plug-in is made from the whole setting, its options too.
    #expect(made.settings.withLock { $0.last?.network } == options)
  }

  @Test("an id is made from the address's host, never from a token in its path", arguments: [google, iCloud])
  func ids(address: String) async throws {
    let admin = CalendarAdmin(try Self.dependencies())
    let first = try await admin.addSource(address, name: nil, check: false)
    let token = address.split(separator: "/").last { $0.count > 20 }!
    #expect(!first.id.contains(token.suffix(12)))
    #expect(!first.id.contains("private"))
    #expect(first.id == Slug.make(URL(string: address)!.host!))
    #expect(first.displayName == first.id)
  }

  @Test("the message for an address connected twice masks it")
  func alreadyConnected() async throws {
    let admin = CalendarAdmin(try Self.dependencies())
    _ = try await admin.addSource(Self.google, name: "Family", check: false)
    let error = await #expect(throws: CalendarAdminError.self) {
      try await admin.addSource(Self.google, name: nil, check: false)
    }
    #expect(error?.exitCode == 65)
    #expect(error?.description.contains("private-****") == true)
    #expect(error?.description.contains("0a1b2c3d4e5f") == false)
  }

  @Test("network options for a file are refused with 64 naming them, and nothing is saved")
  func fileRefusesOptions() async throws {
    let folder = try TemporaryDirectory()
    let file = try folder.write("school.ics", "BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n")
    let admin = CalendarAdmin(try Self.dependencies())
    let error = await #expect(throws: CalendarAdminError.self) {
      try await admin.addSource(file, name: nil, network: NetworkOptions(user: "anna", timeoutSeconds: 9))
    }
    #expect(error?.exitCode == 64)
    #expect(error?.description.contains("--user, --timeout are only for a calendar read over the network") == true)
    #expect(try admin.settings().sources.isEmpty)
    // --no-check alone means nothing for a file, and is accepted.
    #expect(try await admin.addSource(file, name: nil, check: false).location.hasSuffix("/school.ics"))
  }

  @Test("calendar set replaces the options it names, resets those --reset names, and keeps the rest")
  func set() async throws {
    let admin = CalendarAdmin(try Self.dependencies())
    let first = NetworkOptions(
      user: "anna", passwordCommand: ["pass", "show", "a"], timeoutSeconds: 30, userAgent: "X/1")
    _ = try await admin.addSource(Self.google, name: "Family", network: first, check: false)
    let changed = try admin.setNetworkOptions(
      "family", NetworkOptions(timeoutSeconds: 60, connectTimeoutSeconds: 2), reset: [.userAgent, .user])
    #expect(
      changed.network
        == NetworkOptions(passwordCommand: ["pass", "show", "a"], timeoutSeconds: 60, connectTimeoutSeconds: 2))
    #expect(try admin.settings().sources[0].network == changed.network)
    #expect(changed.network.fields == [.passwordCommand, .timeout, .connectTimeout])

    let folder = try TemporaryDirectory()
    let file = try folder.write("school.ics", "BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n")
    _ = try await admin.addSource(file, name: "School", check: false)
    await #expect(
      throws: CalendarAdminError.networkOptionsUnused(location: file, options: ["--user", "--max-bytes"])
    ) {
      try admin.setNetworkOptions("school", NetworkOptions(maxBytes: 2048), reset: [.user])
    }
    #expect(try admin.settings().sources[1].network.isEmpty)
    #expect(try admin.setNetworkOptions("school", NetworkOptions(), reset: []).network.isEmpty)
  }

  @Test("a CA file is saved absolute and must be a readable file (66)")
  func caFile() async throws {
    let folder = try TemporaryDirectory()
    let pem = try folder.write("school.pem", "-----BEGIN CERTIFICATE-----\n")
    let admin = CalendarAdmin(try Self.dependencies())
    let relative = "\(folder.path)/./school.pem"
    let added = try await admin.addSource(
      Self.iCloud, name: nil, network: NetworkOptions(caFile: relative), check: false)
    #expect(added.network.caFile == URL(fileURLWithPath: pem).standardizedFileURL.path)
    let error = await #expect(throws: CalendarAdminError.self) {
      try await admin.addSource(
        "https://dav.example.org/cal.ics", name: nil, network: NetworkOptions(caFile: "\(folder.path)/none.pem"),
        check: false)
    }
    #expect(error?.exitCode == 66)
    await #expect(throws: CalendarAdminError.missingCertificateFile(folder.path)) {
      try await admin.addSource(
        "https://dav.example.org/cal.ics", name: nil, network: NetworkOptions(caFile: folder.path), check: false)
    }
  }
}
