import Domain
import Foundation
import Testing

@Suite("Reading a guess")
struct GuessTextTests {
  @Test(
    "minutes, units, stopwatch readings and other languages' units all read as seconds",
    arguments: [
      ("5", 300), ("5m", 300), ("5 min", 300), ("  5 MIN  ", 300), ("5 minutes", 300), ("1 minute", 60),
      ("4:30", 270), ("0:45", 45), ("0:01", 1), ("90:00", 5400), ("1:05:00", 3900), ("12:00:00", 43_200),
      ("1h", 3600), ("1H", 3600), ("1h30m", 5400), ("1h30", 5400), ("1 h 30 min", 5400), ("1 hour 30 minutes", 5400),
      ("90s", 90), ("90 sec", 90), ("90 seconds", 90), ("5m30s", 330), ("5m30", 330), ("5 min 30", 330),
      ("1h0m5s", 3605), ("2.5", 150), ("2,5", 150), ("1.5h", 5400), ("0.5 min", 30), ("12h", 43_200),
      ("5 minutos", 300), ("2 horas", 7200), ("30 segundos", 30), ("2 heures", 7200), ("10 secondes", 10),
      ("1 Stunde", 3600), ("5 Minuten", 300), ("30 Sekunden", 30), ("\t7 min\n", 420),
    ])
  func valid(text: String, seconds: Int) throws {
    #expect(try GuessText.seconds(text) == seconds)
  }

  @Test(
    "text that is not a duration is refused, naming the text without its spaces",
    arguments: [
      "abc", "five", "5x", "-5", "+5", "5 5", "4:75", "4:3", ":30", "4:", "1:2:3:4", "1:60:00", "5m 1h", "30s 5",
      "1h1h", "5mm", "m", "1.", ".5", "1..5", "5 min later", "٥", "5½", "4: 30",
    ])
  func notADuration(text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    #expect(throws: GameError.notADuration(trimmed)) { try GuessText.seconds(text) }
  }

  @Test("empty and blank text are not durations")
  func blank() {
    #expect(throws: GameError.notADuration("")) { try GuessText.seconds("") }
    #expect(throws: GameError.notADuration("")) { try GuessText.seconds("   ") }
  }

  @Test("a guess of no time is refused", arguments: ["0", "0m", "0:00", "0h0m", "0 s", "0.1s", "0:00:00"])
  func zero(text: String) {
    #expect(throws: GameError.zeroGuess(text)) { try GuessText.seconds(text) }
  }

  @Test("a guess over 12 hours is refused", arguments: ["13h", "12:00:01", "721", "12h1s", "99999999999999999999"])
  func tooLong(text: String) {
    #expect(throws: GameError.guessTooLong(text)) { try GuessText.seconds(text) }
  }

  @Test("a fraction of a second rounds to the nearest second")
  func rounding() throws {
    #expect(try GuessText.seconds("1.5s") == 2)
    #expect(try GuessText.seconds("0.99 min") == 59)
  }

  @Test("every message names the text, shows examples and is exit status 65")
  func messages() {
    let errors: [GameError] = [.notADuration("abc"), .zeroGuess("0"), .guessTooLong("13h")]
    for error in errors {
      #expect(error.exitCode == 65)
      #expect(error.description.contains(GuessText.examples), "\(error)")
    }
    #expect(GameError.notADuration("abc").description.hasPrefix("'abc' is not a time"))
    #expect(GameError.zeroGuess("0").description.hasPrefix("'0' is no time at all"))
    #expect(GameError.guessTooLong("13h").description.hasPrefix("'13h' is more than 12 hours"))
  }

  @Test("every example in the messages reads as a guess")
  func examplesParse() throws {
    let examples = GuessText.examples.replacingOccurrences(of: " or ", with: ", ").split(separator: ",")
    #expect(examples.count == 7)
    for example in examples { #expect(try GuessText.seconds(String(example)) > 0, "\(example)") }
  }
}
