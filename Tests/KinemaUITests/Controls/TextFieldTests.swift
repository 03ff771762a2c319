import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("TextField and SecureField: typing, moving, pasting, scrolling, keyboard and mouse")
struct TextFieldTests {
    private func field(
        _ text: Box<String>, width: Int = 12, secure: Bool = false, submitted: Box<Int>? = nil
    ) -> HeadlessHost {
        HeadlessHost(width: width, height: 2) {
            screen(width: Double(width), height: 2) {
                VStack(spacing: 0) {
                    if secure {
                        SecureField("Password", text: text.binding)
                    } else {
                        TextField("Name", text: text.binding)
                    }
                    Button("ok") {}
                }
                .onSubmit { submitted?.value += 1 }
            }
        }
    }

    @Test(
        "an empty field shows its placeholder dimmed and underlined; Tab focuses it with the cursor on column 0"
    )
    func placeholder() {
        let text = Box("")
        let host = field(text)
        #expect(host.lines[0] == "Name        ")
        #expect(host.buffer[0, 0].style.attributes.contains(.dim))
        #expect(host.buffer[11, 0].style.attributes.contains(.underline))
        #expect(ControlTesting.inverseColumns(host, row: 0) == [])
        host.press(.tab)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [0])
    }

    @Test("typing writes the binding key by key; the cursor follows; space and q are typed, not commands")
    func typing() {
        let text = Box("")
        let host = field(text)
        host.press(.tab)
        host.type("hi q")
        #expect(text.value == "hi q")
        #expect(host.lines[0] == "hi q        ")
        #expect(ControlTesting.inverseColumns(host, row: 0) == [4])
    }

    @Test("Home, End, arrows and word moves place the cursor; Backspace and Ctrl-W delete")
    func movingAndDeleting() {
        let text = Box("one two")
        let host = field(text)
        host.press(.tab)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [7])
        host.press(.home)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [0])
        host.press(.rightArrow, modifiers: .option)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [3])
        host.press(.end)
        host.press("w", modifiers: .control)
        #expect(text.value == "one ")
        host.press(.delete)
        #expect(text.value == "one")
        host.press(.leftArrow)
        host.press(.deleteForward)
        #expect(text.value == "on")
    }

    @Test("Return runs onSubmit; Esc leaves the field, after which keys no longer type")
    func submitAndEscape() {
        let text = Box("")
        let submitted = Box(0)
        let host = field(text, submitted: submitted)
        host.press(.tab)
        host.type("a")
        host.press(.return)
        #expect(submitted.value == 1)
        host.press(.escape)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [])
        host.type("b")
        #expect(text.value == "a")
    }

    @Test("text wider than the field scrolls to keep the cursor in view, and shows from its start unfocused")
    func horizontalScrolling() {
        let text = Box("")
        let host = field(text, width: 8)
        host.press(.tab)
        host.type("abcdefghijkl")
        // The cursor after the last character takes the last column.
        #expect(host.lines[0] == "fghijkl ")
        #expect(ControlTesting.inverseColumns(host, row: 0) == [7])
        host.press(.home)
        #expect(host.lines[0] == "abcdefgh")
        #expect(ControlTesting.inverseColumns(host, row: 0) == [0])
        host.press(.end)
        host.press(.tab)
        #expect(host.lines[0] == "abcdefgh")
    }

    @Test(
        "wide characters and combining marks: the cursor moves by cluster and by column, nothing is cut in half"
    )
    func wideAndCombining() {
        let text = Box("")
        let host = field(text, width: 6)
        host.press(.tab)
        host.paste("中e\u{301}文x")
        // The cursor at the end needs a column: the wide 中 scrolls out whole.
        #expect(host.lines[0] == "é文x  ")
        #expect(ControlTesting.inverseColumns(host, row: 0) == [4])
        host.press(.leftArrow)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [3])
        host.press(.leftArrow)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [1, 2])
        host.press(.leftArrow)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [0])
        host.press(.leftArrow)
        #expect(host.lines[0] == "中é文x")
        #expect(ControlTesting.inverseColumns(host, row: 0) == [0, 1])
        host.press(.rightArrow)
        host.press(.delete)
        #expect(text.value == "e\u{301}文x")
        host.type("日本語")
        #expect(text.value == "日本語e\u{301}文x")
        #expect(DisplayWidth.of(host.lines[0]) == 6)
        #expect(ControlTesting.inverseColumns(host, row: 0).count == 1)
    }

    @Test("a paste with control characters keeps every printable character and draws no control")
    func pasteWithControls() {
        let text = Box("")
        let host = field(text, width: 30)
        host.press(.tab)
        host.paste("a\u{1B}[2Jb\u{07}\nc\td\u{9B}e\u{202E}f")
        #expect(text.value == "a[2Jb c def")
        #expect(host.lines[0].hasPrefix("a[2Jb c def"))
        #expect(
            !host.lines[0].unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("a 1 MB paste arrives whole, shows its end, and typing and moving afterwards still work")
    func megabytePaste() {
        let text = Box("")
        let host = field(text, width: 10)
        host.press(.tab)
        let chunk = "0123456789abcdef"
        let big = String(repeating: chunk, count: 65_536)
        host.paste(big)
        #expect(text.value.utf8.count == 1_048_576)
        #expect(text.value == big)
        #expect(host.lines[0] == "789abcdef ")
        #expect(ControlTesting.inverseColumns(host, row: 0) == [9])
        host.type("Z")
        #expect(host.lines[0] == "89abcdefZ ")
        #expect(text.value.utf8.count == 1_048_577)
        #expect(text.value.hasSuffix("defZ"))
        host.press(.home)
        #expect(host.lines[0] == "0123456789")
        host.press(.deleteForward)
        #expect(text.value.utf8.count == 1_048_576)
        #expect(text.value.hasPrefix("123"))
    }

    @Test(
        "a click places the cursor; a drag selects; typing replaces the selection; a double click selects a word"
    )
    func mouse() {
        let text = Box("hello world")
        let host = field(text, width: 14)
        host.click(x: 2, y: 0)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [2])
        host.drag(from: cell(0, 0), to: cell(5, 0), steps: 5, duration: 0.1)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [0, 1, 2, 3, 4])
        host.type("J")
        #expect(text.value == "J world")
        host.advance(by: 1)
        host.click(x: 4, y: 0)
        host.click(x: 4, y: 0)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [2, 3, 4, 5, 6])
    }

    @Test("a secure field shows a dot per character; its word moves go to the ends")
    func secure() {
        let text = Box("")
        let host = field(text, secure: true)
        #expect(host.lines[0] == "Password    ")
        host.press(.tab)
        host.type("pa ss")
        #expect(text.value == "pa ss")
        #expect(host.lines[0] == "•••••       ")
        host.press(.leftArrow, modifiers: .option)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [0])
    }

    @Test("a value set by the app replaces the text and puts the cursor at its end")
    func externalChange() {
        struct Editor: View {
            @State private var text = ""
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    TextField("Name", text: $text)
                    Button("set") { text = "xy" }
                }
            }
        }
        let host = HeadlessHost(width: 12, height: 2) { screen(width: 12, height: 2) { Editor() } }
        host.press(.tab)
        host.type("abc")
        host.press(.home)
        host.click(x: 0, y: 1)
        #expect(host.lines[0] == "xy          ")
        host.press(.tab, modifiers: .shift)
        host.type("z")
        #expect(host.lines[0] == "xyz         ")
    }

    @Test("a disabled field draws dimmed and takes neither focus nor keys nor clicks")
    func disabled() {
        let text = Box("abc")
        let host = HeadlessHost(width: 8, height: 1) {
            screen(width: 8, height: 1) { TextField("Name", text: text.binding).disabled(true) }
        }
        #expect(host.buffer[0, 0].style.attributes.contains(.dim))
        host.press(.tab)
        host.click(x: 1, y: 0)
        host.type("x")
        #expect(text.value == "abc")
        #expect(ControlTesting.inverseColumns(host, row: 0) == [])
    }

    @Test("a rounded-border field is a box around the text, tinted while focused")
    func roundedBorder() {
        let text = Box("hi")
        let host = HeadlessHost(width: 10, height: 3) {
            screen(width: 10, height: 3) {
                TextField("Name", text: text.binding).textFieldStyle(.roundedBorder).tint(.orange)
            }
        }
        #expect(host.lines == ["╭────────╮", "│ hi     │", "╰────────╯"])
        #expect(host.buffer[0, 0].style.foreground == .gray)
        host.press(.tab)
        #expect(host.buffer[0, 0].style.foreground == .orange)
        #expect(ControlTesting.inverseColumns(host, row: 1) == [4])
    }

    @Test("a field proposed no width is as wide as its text plus the cursor")
    func idealWidth() {
        let text = Box("abcdef")
        let host = HeadlessHost(width: 20, height: 1) {
            screen(width: 20, height: 1) {
                HStack(spacing: 0) {
                    TextField("Name", text: text.binding).fixedSize()
                    Text("|")
                }
            }
        }
        #expect(host.lines[0].hasPrefix("abcdef |"))
    }
}
