#include "preprocess/Lexer.h"

#include <cstdio>

namespace cgx::pp {

namespace {

bool isIdentStart(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isDigit(int c) { return c >= '0' && c <= '9'; }
bool isIdentChar(int c) { return isIdentStart(c) || isDigit(c); }
bool isAlnum(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c); }
bool isHexDigit(int c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool isHorizontalSpace(int c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }
bool isNewline(int c) { return c == '\n' || c == '\r'; }
bool isFloatSuffix(int c) { return c == 'f' || c == 'F' || c == 'h' || c == 'H' || c == 'x' || c == 'X'; }

bool isPunctuatorChar(int c) {
  switch (c) {
    case '!': case '#': case '%': case '&': case '(': case ')': case '*': case '+': case ',': case '-':
    case '.': case '/': case ':': case ';': case '<': case '=': case '>': case '?': case '[': case ']':
    case '^': case '{': case '|': case '}': case '~':
      return true;
    default:
      return false;
  }
}

// A byte that cannot start a token and is not white space.
bool isBadStart(int c) {
  if (c < 0) return false;
  if (isHorizontalSpace(c) || isNewline(c)) return false;
  if (isIdentStart(c) || isDigit(c) || c == '"' || c == '\'' || isPunctuatorChar(c)) return false;
  return true;
}

// Punctuators, longest first within each leading character (C's, plus `::`; no digraphs: cgc has none).
constexpr std::string_view kThreeCharPunctuators[] = {"<<=", ">>=", "..."};
constexpr std::string_view kTwoCharPunctuators[] = {"->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&",
                                                    "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##",
                                                    "::"};

bool isValidIntSuffix(std::string_view s) {
  // At most one u/U and at most one l/L group (l, L, ll, LL), in either order.
  bool seenU = false, seenL = false;
  std::size_t i = 0;
  while (i < s.size()) {
    char c = s[i];
    if ((c == 'u' || c == 'U') && !seenU) {
      seenU = true;
      ++i;
    } else if ((c == 'l' || c == 'L') && !seenL) {
      seenL = true;
      ++i;
      if (i < s.size() && s[i] == c) ++i;
    } else {
      return false;
    }
  }
  return true;
}

}  // namespace

std::size_t utf8SequenceLength(std::string_view t) {
  if (t.empty()) return 0;
  auto b = [&](std::size_t i) { return i < t.size() ? static_cast<unsigned char>(t[i]) : 0u; };
  unsigned c = b(0);
  auto cont = [&](std::size_t i) { return (b(i) & 0xC0u) == 0x80u; };
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    return (b(1) >= lo && b(1) <= hi && cont(2)) ? 3 : 0;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    return (b(1) >= lo && b(1) <= hi && cont(2) && cont(3)) ? 4 : 0;
  }
  return 0;
}

std::string describeBytes(std::string_view bytes, std::size_t maxChars) {
  std::string out;
  std::size_t chars = 0;
  for (std::size_t i = 0; i < bytes.size();) {
    if (chars == maxChars) {
      out += "...";
      break;
    }
    unsigned char c = static_cast<unsigned char>(bytes[i]);
    std::size_t n = utf8SequenceLength(bytes.substr(i));
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
      i += 1;
    } else if (c >= 0x80 && n > 1) {
      out.append(bytes.substr(i, n));
      i += n;
    } else {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\x%02x", static_cast<unsigned>(c));
      out += buffer;
      i += 1;
    }
    ++chars;
  }
  return out;
}

DiagCode numberDiagCode(const NumberInfo& info) {
  return info.badIntegerSuffix ? DiagCode::BadIntegerSuffix : DiagCode::BadNumber;
}

NumberInfo classifyNumber(std::string_view s) {
  NumberInfo info;
  if (s.empty()) {
    info.problem = "empty numeric literal";
    return info;
  }
  auto bad = [&](std::string why) {
    info.valid = false;
    info.problem = std::move(why);
    return info;
  };
  auto badSuffix = [&](std::string_view suffix) {
    info.badIntegerSuffix = true;  // cgc has its own code for this one (C0129)
    return bad("invalid suffix '" + std::string(suffix) + "' on integer literal");
  };
  std::size_t i = 0;
  if (s.size() >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    info.kind = TokenKind::IntLiteral;
    i = 2;
    while (i < s.size() && isHexDigit(s[i])) ++i;
    if (i == 2) return bad("hexadecimal literal has no digits");
    std::string_view suffix = s.substr(i);
    if (!isValidIntSuffix(suffix)) return badSuffix(suffix);
    info.isUnsigned = suffix.find_first_of("uU") != std::string_view::npos;
    info.valid = true;
    return info;
  }
  std::size_t digitsEnd = 0;
  while (digitsEnd < s.size() && isDigit(s[digitsEnd])) ++digitsEnd;
  i = digitsEnd;
  bool isFloat = false;
  if (i < s.size() && s[i] == '.') {
    isFloat = true;
    ++i;
    while (i < s.size() && isDigit(s[i])) ++i;
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    isFloat = true;
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    std::size_t expDigits = i;
    while (i < s.size() && isDigit(s[i])) ++i;
    if (i == expDigits) {
      info.kind = TokenKind::FloatLiteral;
      return bad("exponent has no digits");
    }
  }
  if (isFloat) {
    info.kind = TokenKind::FloatLiteral;
    if (i < s.size() && isFloatSuffix(s[i])) ++i;
    if (i != s.size()) return bad("invalid suffix '" + std::string(s.substr(i)) + "' on floating-point literal");
    info.valid = true;
    return info;
  }
  std::string_view suffix = s.substr(digitsEnd);
  if (suffix.size() == 1 && isFloatSuffix(suffix[0])) {  // `1f`, `2h`: a float, as in cgc
    info.kind = TokenKind::FloatLiteral;
    info.valid = digitsEnd > 0;
    return info;
  }
  info.kind = TokenKind::IntLiteral;
  if (digitsEnd == 0) return bad("numeric literal has no digits");
  if (s[0] == '0') {
    for (std::size_t k = 1; k < digitsEnd; ++k)
      if (s[k] > '7') return bad(std::string("invalid digit '") + s[k] + "' in octal literal");
  }
  if (!isValidIntSuffix(suffix)) return badSuffix(suffix);
  info.isUnsigned = suffix.find_first_of("uU") != std::string_view::npos;
  info.valid = true;
  return info;
}

bool lexesAsOneToken(std::string_view text, TokenKind& kind) {
  Lexer lexer(text, 0, nullptr);
  Token first = lexer.next();
  if (first.kind == TokenKind::EndOfFile || first.kind == TokenKind::Invalid) return false;
  if (first.text.size() != text.size() || first.leadingSpace) return false;
  if (lexer.next().kind != TokenKind::EndOfFile || lexer.hadError()) return false;
  kind = first.kind;
  return true;
}

// --- Lexer ---

Lexer::Lexer(std::string_view text, FileId file, DiagnosticSink* diagnostics)
    : text_(text), file_(file), diagnostics_(diagnostics) {
  if (text_.size() >= 3 && text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
  skipSplices();
}

SourceLoc Lexer::here() const {
  return SourceLoc{file_, line_, static_cast<std::uint32_t>(pos_ - lineStart_ + 1), 0};
}

void Lexer::report(DiagCode code, SourceLoc loc, std::uint32_t length, std::string message) {
  hadError_ = true;
  if (diagnostics_ == nullptr) return;
  if (quiet_ && code != DiagCode::UnterminatedComment) return;
  SourceLoc end = loc;
  if (length > 1) end.col += length - 1;
  diagnostics_->report(code, SourceSpan{loc, end}, std::move(message));
}

void Lexer::skipSplices() {
  while (pos_ < text_.size() && text_[pos_] == '\\') {
    std::size_t p = pos_ + 1;
    if (p < text_.size() && text_[p] == '\n') {
      p += 1;
    } else if (p < text_.size() && text_[p] == '\r') {
      p += (p + 1 < text_.size() && text_[p + 1] == '\n') ? 2 : 1;
    } else {
      break;
    }
    pos_ = p;
    ++line_;
    lineStart_ = pos_;
    ++splices_;
  }
}

int Lexer::peek(std::size_t ahead) const {
  std::size_t p = pos_;
  for (std::size_t k = 0;; ++k) {
    if (p >= text_.size()) return -1;
    if (k == ahead) return static_cast<unsigned char>(text_[p]);
    ++p;
    while (p < text_.size() && text_[p] == '\\') {  // skip splices without counting them
      if (p + 1 < text_.size() && text_[p + 1] == '\n') {
        p += 2;
      } else if (p + 1 < text_.size() && text_[p + 1] == '\r') {
        p += (p + 2 < text_.size() && text_[p + 2] == '\n') ? 3 : 2;
      } else {
        break;
      }
    }
  }
}

void Lexer::advance() {
  if (pos_ >= text_.size()) return;
  ++pos_;
  skipSplices();
}

void Lexer::consumeNewline() {
  if (pos_ >= text_.size()) return;
  if (text_[pos_] == '\r' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '\n') ++pos_;
  ++pos_;
  ++line_;
  lineStart_ = pos_;
  skipSplices();
}

std::string Lexer::spelling(std::size_t begin, std::size_t end) const {
  std::string out;
  out.reserve(end - begin);
  for (std::size_t p = begin; p < end;) {
    if (text_[p] == '\\' && p + 1 < end && (text_[p + 1] == '\n' || text_[p + 1] == '\r')) {
      p += (text_[p + 1] == '\r' && p + 2 < end && text_[p + 2] == '\n') ? 3 : 2;
      continue;
    }
    out += text_[p++];
  }
  return out;
}

void Lexer::skipBlockComment() {
  SourceLoc start = here();
  advance();  // '/'
  advance();  // '*'
  for (;;) {
    int c = peek();
    if (c < 0) {
      report(DiagCode::UnterminatedComment, start, 2, "unterminated comment");
      return;
    }
    if (c == '*' && peek(1) == '/') {
      advance();
      advance();
      return;
    }
    if (isNewline(c)) {
      consumeNewline();  // a newline inside a comment does not end a directive line
    } else {
      advance();
    }
  }
}

bool Lexer::skipBlanks(bool stopAtNewline) {
  bool skipped = false;
  for (;;) {
    int c = peek();
    if (isHorizontalSpace(c)) {
      advance();
    } else if (isNewline(c)) {
      if (stopAtNewline) return skipped;
      consumeNewline();
      atLineStart_ = true;
    } else if (c == '/' && (peek(1) == '/' || peek(1) == '*')) {
      SourceLoc start = here();
      std::size_t begin = pos_;
      if (peek(1) == '/') {
        while (peek() >= 0 && !isNewline(peek())) advance();
      } else {
        skipBlockComment();
      }
      if (comments_ != nullptr && !stopAtNewline && !quiet_) comments_->push_back(Comment{start, spelling(begin, pos_)});
    } else {
      return skipped;
    }
    skipped = true;
  }
}

Token Lexer::lexAfterBlanks(bool space) {
  Token token = lexToken();
  token.leadingSpace = space;
  token.atLineStart = atLineStart_;
  if (token.kind != TokenKind::EndOfFile) atLineStart_ = false;
  return token;
}

Token Lexer::next() { return lexAfterBlanks(skipBlanks(false)); }

Token Lexer::nextInLine() {
  bool space = skipBlanks(true);
  if (isNewline(peek())) {
    Token eol;
    eol.kind = TokenKind::EndOfFile;
    eol.loc = here();
    return eol;
  }
  return lexAfterBlanks(space);
}

void Lexer::skipLine() {
  bool wasQuiet = quiet_;
  quiet_ = true;
  while (nextInLine().kind != TokenKind::EndOfFile) {
  }
  quiet_ = wasQuiet;
}

std::optional<Lexer::HeaderName> Lexer::headerName() {
  skipBlanks(true);
  if (peek() != '<') return std::nullopt;
  HeaderName result;
  result.loc = here();
  std::size_t begin = pos_;
  std::size_t splicesBefore = splices_;
  advance();
  while (peek() >= 0 && !isNewline(peek()) && peek() != '>') advance();
  if (peek() == '>') {
    advance();
  } else {
    result.terminated = false;
  }
  result.text = splices_ == splicesBefore ? std::string(text_.substr(begin, pos_ - begin)) : spelling(begin, pos_);
  atLineStart_ = false;
  return result;
}

std::string Lexer::restOfLine() {
  std::string out;
  bool pendingSpace = false;
  for (;;) {
    int c = peek();
    if (c < 0 || isNewline(c)) break;
    if (isHorizontalSpace(c) || (c == '/' && (peek(1) == '/' || peek(1) == '*'))) {
      if (c == '/' && peek(1) == '/') {
        while (peek() >= 0 && !isNewline(peek())) advance();
      } else if (c == '/') {
        skipBlockComment();
      } else {
        advance();
      }
      pendingSpace = true;
      continue;
    }
    if (pendingSpace && !out.empty()) out += ' ';
    pendingSpace = false;
    if (c == '"' || c == '\'') {  // quoted text verbatim, so `//` inside it is not a comment
      out += static_cast<char>(c);
      advance();
      while (peek() >= 0 && !isNewline(peek()) && peek() != c) {
        if (peek() == '\\' && peek(1) >= 0 && !isNewline(peek(1))) {
          out += '\\';
          advance();
        }
        out += static_cast<char>(peek());
        advance();
      }
      if (peek() == c) {
        out += static_cast<char>(c);
        advance();
      }
      continue;
    }
    out += static_cast<char>(c);
    advance();
  }
  atLineStart_ = false;
  return out;
}

Token Lexer::lexToken() {
  Token token;
  token.loc = here();
  int c = peek();
  if (c < 0) {
    token.kind = TokenKind::EndOfFile;
    return token;
  }
  std::size_t begin = pos_;
  std::size_t splicesBefore = splices_;
  if (isIdentStart(c)) {
    token.kind = TokenKind::Identifier;
    while (isIdentChar(peek())) advance();
  } else if (isDigit(c) || (c == '.' && isDigit(peek(1)))) {
    lexNumber();
    token.kind = TokenKind::IntLiteral;  // or FloatLiteral: decided from the spelling below
  } else if (c == '"' || c == '\'') {
    lexQuoted(static_cast<char>(c), token);
  } else if (isPunctuatorChar(c)) {
    token.kind = TokenKind::Punctuator;
    std::size_t length = 1;
    int c1 = peek(1);
    if (c1 >= 0) {
      int c2 = peek(2);
      for (std::string_view p : kThreeCharPunctuators)
        if (c2 >= 0 && p[0] == c && p[1] == c1 && p[2] == c2) length = 3;
      if (length == 1)
        for (std::string_view p : kTwoCharPunctuators)
          if (p[0] == c && p[1] == c1) length = 2;
    }
    for (std::size_t k = 0; k < length; ++k) advance();
  } else {
    lexBadRun(token);
  }
  token.text = splices_ == splicesBefore ? std::string(text_.substr(begin, pos_ - begin)) : spelling(begin, pos_);
  if (token.kind == TokenKind::IntLiteral) token.kind = classifyNumber(token.text).kind;
  return token;
}

void Lexer::lexNumber() {
  int c = peek();
  if (c == '0' && (peek(1) == 'x' || peek(1) == 'X')) {
    advance();
    advance();
    while (isHexDigit(peek())) advance();
    while (isAlnum(peek())) advance();  // suffix, judged by classifyNumber
    return;
  }
  bool isFloat = false;
  while (isDigit(peek())) advance();
  if (peek() == '.') {
    isFloat = true;
    advance();
    while (isDigit(peek())) advance();
  }
  if (peek() == 'e' || peek() == 'E') {
    // As in cgc, an 'e' after the digits always starts an exponent; without digits the literal is malformed.
    isFloat = true;
    advance();
    if ((peek() == '+' || peek() == '-')) advance();
    while (isDigit(peek())) advance();
  }
  if (isFloat) {
    if (isFloatSuffix(peek())) advance();
  } else {
    while (isAlnum(peek())) advance();
  }
}

void Lexer::lexQuoted(char quote, Token& token) {
  token.kind = quote == '"' ? TokenKind::StringLiteral : TokenKind::CharLiteral;
  SourceLoc start = here();
  advance();
  bool utf8Reported = false;
  for (;;) {
    int c = peek();
    if (c < 0 || isNewline(c)) {
      report(DiagCode::UnterminatedString, start, 1,
             std::string("missing terminating '") + quote + "' character");
      return;
    }
    if (c == quote) {
      advance();
      return;
    }
    if (c == '\\') {
      advance();
      int e = peek();
      if (e >= 0 && !isNewline(e) && e < 0x80) advance();
      continue;
    }
    if (c >= 0x80) {
      char bytes[4];
      std::size_t have = 0;
      for (; have < 4 && peek(have) >= 0; ++have) bytes[have] = static_cast<char>(peek(have));
      std::size_t n = utf8SequenceLength(std::string_view(bytes, have));
      if (n == 0) {
        if (!utf8Reported) {
          report(DiagCode::InvalidUtf8, here(), 1,
                 "invalid UTF-8 byte sequence '" + describeBytes(std::string_view(bytes, 1)) +
                     "' in " + (quote == '"' ? "string" : "character") + " literal");
          utf8Reported = true;
        }
        n = 1;
      }
      for (std::size_t k = 0; k < n; ++k) advance();
      continue;
    }
    advance();
  }
}

void Lexer::lexBadRun(Token& token) {
  token.kind = TokenKind::Invalid;
  SourceLoc start = here();
  std::string bytes;
  bool invalidUtf8 = false;
  while (isBadStart(peek())) {
    int c = peek();
    if (c >= 0x80) {
      char seq[4];
      std::size_t have = 0;
      for (; have < 4 && peek(have) >= 0; ++have) seq[have] = static_cast<char>(peek(have));
      std::size_t n = utf8SequenceLength(std::string_view(seq, have));
      if (n == 0) {
        invalidUtf8 = true;
        n = 1;
      }
      for (std::size_t k = 0; k < n; ++k) {
        bytes += static_cast<char>(peek());
        advance();
      }
    } else {
      bytes += static_cast<char>(c);
      advance();
    }
  }
  std::uint32_t length = start.line == line_ ? static_cast<std::uint32_t>(pos_ - lineStart_ + 1 - start.col) : 1;
  if (invalidUtf8) {
    report(DiagCode::InvalidUtf8, start, length, "invalid UTF-8 byte sequence '" + describeBytes(bytes) + "' in source");
  } else {
    bool several = utf8SequenceLength(bytes) != bytes.size();
    report(DiagCode::InvalidCharacter, start, length,
           std::string(several ? "invalid characters '" : "invalid character '") + describeBytes(bytes) +
               "' in source");
  }
}

}  // namespace cgx::pp
