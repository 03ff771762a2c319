import KinemaGeometry
import Observation
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Typography: fonts, joined texts, line limits, truncation, alignment")
struct TypographyTests {
    private func attributes(_ host: HeadlessHost, x: Int, y: Int) -> TextAttributes {
        host.buffer[x, y].style.attributes
    }

    @Test("titles and heavy weights draw bold, light weights dim, italic fonts italic")
    func fontAttributes() {
        #expect(Font.largeTitle.attributes == .bold)
        #expect(Font.title3.attributes == .bold)
        #expect(Font.headline.attributes == .bold)
        #expect(Font.body.attributes == [])
        #expect(Font.caption.attributes == [])
        #expect(Font.system(size: 19).attributes == [])
        #expect(Font.system(size: 20).attributes == .bold)
        #expect(Font.system(size: 34, weight: .light).attributes == .dim)
        #expect(Font.body.weight(.semibold).attributes == .bold)
        #expect(Font.body.italic().attributes == .italic)
        #expect(Font.system(size: .nan).attributes == [])
        #expect(Font.body.monospaced().attributes == [])
    }

    @Test("a text's own font and weight win over the environment's")
    func resolution() {
        let host = HeadlessHost(width: 5, height: 3) {
            VStack(alignment: .leading) {
                Text("title")
                Text("plain").font(.body)
                Text("thin").fontWeight(.thin)
            }
            .font(.title)
        }
        #expect(host.lines[0].hasPrefix("title"))
        #expect(attributes(host, x: 0, y: 0).contains(.bold))
        #expect(!attributes(host, x: 0, y: 1).contains(.bold))
        #expect(attributes(host, x: 0, y: 2).contains(.dim))
        #expect(!attributes(host, x: 0, y: 2).contains(.bold))
    }

    @Test("Text + Text keeps each part's look; a modifier on the whole fills in what parts left unset")
    func concatenation() {
        let host = HeadlessHost(width: 8, height: 1) {
            (Text("ab").foregroundColor(.red) + Text("cd").bold()).foregroundColor(.blue)
        }
        #expect(host.lines == ["  abcd  "])
        #expect(host.buffer[2, 0].style.foreground == .red)
        #expect(host.buffer[4, 0].style.foreground == .blue)
        #expect(attributes(host, x: 4, y: 0).contains(.bold))
        #expect(!attributes(host, x: 2, y: 0).contains(.bold))
    }

    @Test("a text whose modifiers leave it plain equals the plain text; a styled one does not")
    func plainTextEquality() {
        #expect(Text("ab").bold(false) == Text("ab"))
        #expect(Text("ab").foregroundColor(nil) == Text("ab"))
        #expect(Text("ab").bold() != Text("ab"))
        #expect(Text("a").bold() + Text("b") != Text("ab"))
        #expect((Text("a").bold() + Text("b")).runCount == 2)
        #expect(Text("ab").runCount == 1)
        #expect(Text("ab").firstRun == Text.Run(content: "ab"))
    }

    @Test("a joined text wraps as one text, each line drawn in its parts' looks")
    func joinedWraps() {
        let host = HeadlessHost(width: 6, height: 2) {
            (Text("one ") + Text("two three").italic()).frame(width: 6, alignment: .leading)
        }
        #expect(host.lines == ["one   ", "two t…"])
        #expect(attributes(host, x: 0, y: 1).contains(.italic))
        #expect(!attributes(host, x: 0, y: 0).contains(.italic))
    }

    @Test("lineLimit keeps that many lines, the last ending in an ellipsis; reservesSpace takes them all")
    func lineLimit() {
        let limited = HeadlessHost(width: 10, height: 2) {
            Text("one two three four five").lineLimit(2).frame(width: 10, alignment: .leading)
        }
        #expect(limited.lines == ["one two   ", "three fou…"])
        let reserved = HeadlessHost(width: 6, height: 5) {
            VStack(spacing: 0) {
                Text("a").lineLimit(3, reservesSpace: true).border(.white)
            }
        }
        #expect(reserved.lines.count == 5)
        #expect(reserved.lines[0].contains("┌") && reserved.lines[4].contains("└"))
    }

    @Test("truncation at the head, the middle and the tail")
    func truncation() {
        let layout = TextLayout("abcdefghij")
        func line(_ mode: Text.TruncationMode) -> String {
            layout.string(of: layout.displayLines(width: 6, maxLines: 1, truncation: mode)[0])
        }
        #expect(line(.tail) == "abcde…")
        #expect(line(.head) == "…fghij")
        #expect(line(.middle) == "abc…ij")
        // When the cut falls between paragraphs, the ellipsis follows the line kept.
        let paragraphs = TextLayout("ab\ncd")
        #expect(paragraphs.string(of: paragraphs.displayLines(width: 6, maxLines: 1, truncation: .head)[0]) == "ab…")
    }

    @Test("measuring a layout counts the lines and the widest one without building them")
    func measureMatchesLines() {
        let texts = ["", "abc", "one two three four", "ab\ncdefgh ij\n\nk", "wide 漢字 text", "a  b   c", "trailing "]
        for text in texts {
            let layout = TextLayout(text)
            for width in [nil, 0, 1, 2, 3, 4, 5, 7, 10, 40] as [Int?] {
                let lines = layout.lines(width: width.map { min($0, layout.idealWidth) })
                let measured = layout.measure(width: width.map { min($0, layout.idealWidth) })
                #expect(measured.lines == lines.count, "\(text) at \(String(describing: width))")
                #expect(
                    measured.widest == (lines.map { DisplayWidth.of($0) }.max() ?? 0),
                    "\(text) at \(String(describing: width))")
            }
        }
    }

    @Test("multilineTextAlignment centres or right-aligns each line in the text's width")
    func alignment() {
        let centred = HeadlessHost(width: 9, height: 2) {
            Text("aaaaaaa bbb").multilineTextAlignment(.center).frame(width: 9)
        }
        #expect(centred.lines == [" aaaaaaa ", "   bbb   "])
        let trailing = HeadlessHost(width: 9, height: 2) {
            Text("aaaaaaa bbb").multilineTextAlignment(.trailing).frame(width: 9)
        }
        #expect(trailing.lines == [" aaaaaaa ", "     bbb "])
    }

    @Test("a Label draws its icon, a column and its title; styles pick what shows")
    func label() {
        let host = HeadlessHost(width: 12, height: 3) {
            VStack(alignment: .leading, spacing: 0) {
                Label("Star", systemImage: "star")
                Label("Star", systemImage: "star").labelStyle(.titleOnly)
                Label("Star", systemImage: "star").labelStyle(.iconOnly)
            }
        }
        #expect(host.lines == ["   ☆ Star   ", "   Star     ", "   ☆        "])
    }

    @Test("an environment change alone re-measures a text")
    func environmentChange() {
        let limit = LimitBox(1)
        let host = HeadlessHost(width: 4, height: 3) {
            LimitedText(limit: limit)
        }
        #expect(host.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count == 1)
        limit.value = 3
        host.update()
        #expect(host.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count == 3)
    }
}

@MainActor
@Observable
private final class LimitBox {
    var value: Int
    init(_ value: Int) { self.value = value }
}

private struct LimitedText: View {
    let limit: LimitBox
    var body: some View {
        Text("aa bb cc").lineLimit(limit.value).frame(width: 2)
    }
}
