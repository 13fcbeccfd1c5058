/// Pango markup, what Waybar's `text` and `tooltip` and a notification's body are read as.
public enum PangoMarkup {
  /// `text` shown literally: `&`, `<` and `>` escaped, so a title's "<b>" stays text and "&" does
  /// not start an entity.
  public static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
