import AppCore
import Domain
import Testing

@Suite("The daily timer's unit files and crontab line")
struct DailyTimerUnitsTests {
  static let sixFortyFive = DailyTime(hour: 6, minute: 45)!

  func units(
    sink: String = "desktop", player: String? = nil, home: String? = nil, executable: String = "/usr/bin/tq-notify"
  ) -> DailyTimerUnits {
    DailyTimerUnits(
      schedule: DailyTimerSchedule(at: Self.sixFortyFive, sink: sink, player: player, home: home),
      executable: executable)
  }

  /// The value of `key=` in a unit's text.
  func value(_ key: String, in text: String) -> String? {
    text.split(separator: "\n").first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
  }

  @Test("the service is a oneshot run of tq-notify --once with the chosen sink")
  func service() {
    let service = units().service
    #expect(value("Type", in: service) == "oneshot")
    #expect(value("ExecStart", in: service) == "\"/usr/bin/tq-notify\" --once --sink desktop")
    #expect(value("Description", in: service)?.contains("TimeQuest") == true)
    #expect(service.hasPrefix(DailyTimerUnits.marker + "\n"))
    #expect(service.contains("dbus-update-activation-environment --systemd DISPLAY WAYLAND_DISPLAY"))
  }

  @Test("the timer fires every day at the time, catches up after the computer was off, and is wanted by timers.target")
  func timer() {
    let timer = units().timer
    #expect(value("OnCalendar", in: timer) == "*-*-* 06:45:00")
    #expect(value("Persistent", in: timer) == "true")
    #expect(value("WantedBy", in: timer) == "timers.target")
    #expect(value("Description", in: timer)?.contains("06:45") == true)
    #expect(DailyTimerUnits.isOurs(timer))
  }

  @Test("a player and a home are passed on, each one quoted word")
  func playerAndHome() {
    let service = units(sink: "json", player: "Maya", home: "/home/ana/tq").service
    #expect(
      value("ExecStart", in: service)
        == "\"/usr/bin/tq-notify\" --once --sink json --player Maya --home /home/ana/tq")
  }

  @Test("spaces, quotes and backslashes are quoted the way systemd splits a command line")
  func quoting() {
    let service = units(player: "Ana María", home: "/home/a b/say \"hi\"\\x", executable: "/opt/Time Quest/tq-notify")
      .service
    #expect(
      value("ExecStart", in: service)
        == #""/opt/Time Quest/tq-notify" --once --sink desktop --player "Ana María" --home "/home/a b/say \"hi\"\\x""#)
  }

  @Test("% (a specifier) is written %% and $ (a variable) $$, quoted or not")
  func specifiers() {
    let service = units(player: "100%", home: "/home/$USER/50%off", executable: "/opt/%n/tq-notify").service
    #expect(
      value("ExecStart", in: service)
        == #""/opt/%%n/tq-notify" --once --sink desktop --player "100%%" --home "/home/$$USER/50%%off""#)
  }

  @Test("the schedule written into the files is read back, and only from files TimeQuest wrote")
  func scheduleRoundTrip() {
    let written = units(sink: "waybar", player: "Leo \"the brave\" %", home: "/tmp/h")
    #expect(DailyTimerUnits.schedule(in: written.service) == written.schedule)
    #expect(DailyTimerUnits.schedule(in: written.timer) == written.schedule)
    #expect(DailyTimerUnits.schedule(in: "[Unit]\nDescription=mine\n") == nil)
    #expect(!DailyTimerUnits.isOurs("# my own timer\n" + written.timer))
  }

  @Test("the crontab line runs the same command at the same minute with the session bus")
  func cron() {
    #expect(
      units().cronLine(userID: 1000)
        == "45 6 * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus /usr/bin/tq-notify --once --sink desktop")
  }

  @Test("in the crontab line words are single-quoted for the shell and % is escaped for cron")
  func cronQuoting() {
    let line = units(player: "Ana's", home: "/home/a b/100%", executable: "/opt/tq notify").cronLine(userID: 7)
    #expect(
      line == #"45 6 * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/7/bus '/opt/tq notify' --once"#
        + #" --sink desktop --player 'Ana'\''s' --home '/home/a b/100\%'"#)
  }

  @Test("the same schedule renders byte-identical files, a different time different ones")
  func deterministic() {
    #expect(units().service == units().service)
    #expect(units().timer == units().timer)
    var later = units()
    later.schedule.at = DailyTime(hour: 7, minute: 0)!
    #expect(later.timer != units().timer)
    #expect(later.timer.contains("OnCalendar=*-*-* 07:00:00"))
  }
}
