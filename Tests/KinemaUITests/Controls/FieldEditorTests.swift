import Testing

@testable import KinemaUI

@Suite("Field editor: cursor, words, deletion and selection on grapheme clusters")
struct FieldEditorTests {
    /// The text with `|` at the cursor and `[` `]` around the selection.
    private func shown(_ editor: FieldEditor) -> String {
        var result = ""
        var offset = 0
        let selection = editor.selection
        for character in editor.text {
            if offset == selection.lowerBound && editor.hasSelection { result += "[" }
            if offset == editor.cursor && !editor.hasSelection { result += "|" }
            if offset == selection.upperBound && editor.hasSelection { result += "]" }
            result.append(character)
            offset += String(character).utf8.count
        }
        if editor.hasSelection && selection.upperBound == offset { result += "]" }
        if !editor.hasSelection && editor.cursor == offset { result += "|" }
        return result
    }

    @Test("the cursor steps over a combining sequence, a flag, a ZWJ family and a wide character as one")
    func clusterSteps() {
        var editor = FieldEditor(text: "e\u{301}🇫🇷👨‍👩‍👧中x")
        editor.moveToStart()
        var stops: [Int] = [editor.cursor]
        for _ in 0..<6 {
            editor.moveRight()
            stops.append(editor.cursor)
        }
        #expect(stops == [0, 3, 11, 29, 32, 33, 33])
        editor.moveLeft()
        editor.moveLeft()
        #expect(shown(editor) == "e\u{301}🇫🇷👨‍👩‍👧|中x")
    }

    @Test("typing a combining mark after a letter joins it, and the cursor stays after the cluster")
    func combiningMarkTyped() {
        var editor = FieldEditor(text: "cafe")
        editor.insert("\u{301}")
        #expect(editor.text == "caf\u{E9}" || editor.text == "cafe\u{301}")
        #expect(editor.text.count == 4)
        #expect(editor.cursor == editor.text.utf8.count)
        editor.moveLeft()
        #expect(shown(editor) == "caf|e\u{301}")
    }

    @Test("inserting before a combining mark rounds the cursor to the end of the new cluster")
    func insertBeforeMark() {
        var editor = FieldEditor(text: "\u{301}x")
        editor.moveToStart()
        editor.insert("a")
        #expect(editor.text.count == 2)
        #expect(shown(editor) == "a\u{301}|x")
    }

    @Test("word moves skip separators then a word, in any script; a secure field moves to the ends")
    func wordMoves() {
        var editor = FieldEditor(text: "héllo, wörld_2 日本")
        editor.moveWordLeft()
        #expect(shown(editor) == "héllo, wörld_2 |日本")
        editor.moveWordLeft()
        #expect(shown(editor) == "héllo, |wörld_2 日本")
        editor.moveWordLeft()
        #expect(shown(editor) == "|héllo, wörld_2 日本")
        editor.moveWordRight()
        #expect(shown(editor) == "héllo|, wörld_2 日本")
        editor.moveWordRight()
        #expect(shown(editor) == "héllo, wörld_2| 日本")
        editor.isSecure = true
        editor.moveWordLeft()
        #expect(shown(editor) == "|héllo, wörld_2 日本")
        editor.moveWordRight()
        #expect(shown(editor) == "héllo, wörld_2 日本|")
    }

    @Test("deleting backward and forward by character, by word and to either end")
    func deletions() {
        var editor = FieldEditor(text: "one two  three")
        editor.deleteWordBackward()
        #expect(shown(editor) == "one two  |")
        editor.deleteWordBackward()
        #expect(shown(editor) == "one |")
        editor.deleteBackward()
        #expect(shown(editor) == "one|")
        editor.moveToStart()
        editor.deleteWordForward()
        #expect(shown(editor) == "|")
        editor = FieldEditor(text: "abc👍🏽def")
        editor.moveLeft()
        editor.moveLeft()
        editor.moveLeft()
        editor.deleteBackward()
        #expect(shown(editor) == "abc|def")
        editor.deleteForward()
        #expect(shown(editor) == "abc|ef")
        editor.deleteToEnd()
        #expect(shown(editor) == "abc|")
        editor.moveLeft()
        editor.deleteToStart()
        #expect(shown(editor) == "|c")
    }

    @Test("Shift-moves select; typing replaces the selection; a plain move collapses it to its side")
    func selection() {
        var editor = FieldEditor(text: "hello world")
        editor.moveWordLeft(extending: true)
        #expect(shown(editor) == "hello [world]")
        editor.insert("there")
        #expect(shown(editor) == "hello there|")
        editor.moveLeft(extending: true)
        editor.moveLeft(extending: true)
        #expect(shown(editor) == "hello the[re]")
        editor.moveLeft()
        #expect(shown(editor) == "hello the|re")
        editor.moveToEnd(extending: true)
        editor.moveRight()
        #expect(shown(editor) == "hello there|")
        editor.selectAll()
        editor.deleteBackward()
        #expect(shown(editor) == "|")
    }

    @Test("a double click's word: the run of word characters, or of separators, around the press")
    func selectWord() {
        var editor = FieldEditor(text: "ab  cd")
        editor.selectWord(at: 1)
        #expect(shown(editor) == "[ab]  cd")
        editor.selectWord(at: 3)
        #expect(shown(editor) == "ab[  ]cd")
        editor.selectWord(at: 6)
        #expect(shown(editor) == "ab  cd|")
    }

    @Test("pasted line breaks and tabs become spaces; other controls and bidi overrides are dropped")
    func singleLine() {
        #expect(FieldEditor.singleLine("a\r\nb\nc\rd\te") == "a b c d e")
        #expect(FieldEditor.singleLine("x\u{1B}[31my\u{07}\u{7F}\u{9B}z") == "x[31myz")
        #expect(FieldEditor.singleLine("\u{202E}evil\u{2066}") == "evil")
        #expect(FieldEditor.singleLine("e\u{301} 中 👨‍👩‍👧") == "e\u{301} 中 👨‍👩‍👧")
    }

    @Test("a text set from outside moves the cursor to its end and drops the selection")
    func replaceText() {
        var editor = FieldEditor(text: "abc")
        editor.moveToStart(extending: true)
        editor.replaceText("wxyz")
        #expect(shown(editor) == "wxyz|")
        editor.moveLeft()
        editor.replaceText("wxyz")
        #expect(shown(editor) == "wxy|z")
    }
}
