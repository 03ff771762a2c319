import Testing

@testable import KinemaTerminal

@Suite("ViewProgram interrupt")
struct ViewProgramInterruptTests {
    @Test(
        "Ctrl-C interrupts whether or not Caps Lock or Num Lock is on (the kitty protocol reports them)",
        arguments: [
            KeyModifiers.control, [.control, .capsLock], [.control, .numLock], [.control, .capsLock, .numLock],
        ])
    func interruptIgnoresLockKeys(modifiers: KeyModifiers) {
        #expect(ViewProgram.isInterrupt(KeyEvent(.character("c"), modifiers: modifiers)))
        #expect(ViewProgram.isInterrupt(KeyEvent(.character("c"), modifiers: modifiers, phase: .repeat)))
    }

    @Test("a Ctrl-C release, a plain c, Ctrl-Alt-C and Ctrl-Shift-C are not interrupts")
    func otherKeysAreNotInterrupts() {
        #expect(!ViewProgram.isInterrupt(KeyEvent(.character("c"), modifiers: .control, phase: .release)))
        #expect(!ViewProgram.isInterrupt(KeyEvent(.character("c"))))
        #expect(!ViewProgram.isInterrupt(KeyEvent(.character("c"), modifiers: [.control, .alt])))
        #expect(!ViewProgram.isInterrupt(KeyEvent(.character("c"), modifiers: [.control, .shift])))
        #expect(!ViewProgram.isInterrupt(KeyEvent(.character("d"), modifiers: .control)))
    }
}

@Suite("ViewProgram interrupt, decoded")
struct ViewProgramDecodedInterruptTests {
    @Test("kitty's Ctrl-C with Caps Lock on (CSI 99;69u) decodes to an interrupt")
    func kittyCapsLockControlC() throws {
        let events = decodeAll("\u{1B}[99;69u")
        let event = try #require(events.first)
        guard case .key(let key) = event else {
            Issue.record("expected a key, got \(event)")
            return
        }
        #expect(key.modifiers == [.control, .capsLock])
        #expect(ViewProgram.isInterrupt(key))
    }
}
