/// Splits a command typed as one string (`--password-command "pass show school"`) into the
/// argument vector it is run with, as a POSIX shell splits simple words: blanks separate words,
/// 'single quotes' keep everything, "double quotes" keep everything but `\"` and `\\`, and a
/// backslash outside quotes keeps the next character. The command is never run by a shell, so
/// what a shell would do beyond that — pipes, redirections, variables, command substitution — is
/// refused unquoted rather than passed on as a surprising argument: a script can do those.
public enum CommandWords {
  /// The words, or what is wrong with `text`.
  public static func split(_ text: String) -> Result<[String], Problem> {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        word.append(character)
        escaped = false
        continue
      }
      switch quote {
      case "'":
        if character == "'" { quote = nil } else { word.append(character) }
      case "\"":
        if character == "\"" {
          quote = nil
        } else if character == "\\" {
          escaped = true
        } else if "$`".contains(character) {
          return .failure(Problem("holds \(character) inside double quotes, which only a shell expands"))
        } else {
          word.append(character)
        }
      default:
        if character.isWhitespace {
          if inWord { words.append(word) }
          word = ""
          inWord = false
          continue
        }
        inWord = true
        if character == "'" || character == "\"" {
          quote = character
        } else if character == "\\" {
          escaped = true
        } else if "|&;<>()$`*?[]{}~#".contains(character) {
          return .failure(
            Problem("holds \(character), which only a shell understands; quote it, or put the command in a script"))
        } else {
          word.append(character)
        }
      }
    }
    if escaped { return .failure(Problem("ends in a lone backslash")) }
    if let quote { return .failure(Problem("has an unclosed \(quote) quote")) }
    if inWord { words.append(word) }
    return .success(words)
  }

  public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
  }
}
