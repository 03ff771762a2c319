import Testing

@testable import KinemaUI

/// A view too large to sit inline in an existential (more than three words): held as `any View`,
/// it lives in a heap box.
private struct Wide: View, Equatable {
    var a = 0
    var b = 0
    var c = 0
    var d = 0
    var label = ""

    var body: some View { Text(label) }
}

@MainActor
@Suite("ReusableViewSlot")
struct ReusableViewSlotTests {
    @Test("a value stored into a slot whose box is still held elsewhere leaves that holder's value alone")
    func sharedBoxIsCopiedBeforeWriting() throws {
        var slot = ReusableViewSlot()
        let first = slot.store(Wide(a: 1, label: "first"))
        let second = slot.store(Wide(a: 2, label: "second"))
        #expect(try #require(first as? Wide) == Wide(a: 1, label: "first"))
        #expect(try #require(second as? Wide) == Wide(a: 2, label: "second"))
    }

    @Test("values of another type replace the slot's value, and the same type is reused after")
    func typeChangesReplaceTheValue() throws {
        var slot = ReusableViewSlot()
        _ = slot.store(Wide(a: 1))
        let text = slot.store(Text("x"))
        #expect(try #require(text as? Text) == Text("x"))
        for index in 0..<3 {
            let view = slot.store(Wide(b: index))
            #expect(try #require(view as? Wide) == Wide(b: index))
        }
    }
}
