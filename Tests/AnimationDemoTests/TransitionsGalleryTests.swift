import Kinema
import Testing

@testable import Transitions

@MainActor
@Suite("Transitions demo")
struct TransitionsGalleryTests {
    @Test("the gallery opens on .opacity; space fades the card out and back in")
    func opacityExhibit() throws {
        let host = HeadlessHost(width: 80, height: 20) { TransitionsGallery() }
        try expectGolden(host, "gallery-initial")
        host.press(.space)
        host.advance(by: 0.3)
        #expect(host.frame(ofText: "Kinema") != nil)
        host.advance(by: 1)
        #expect(host.frame(ofText: "Kinema") == nil)
        host.press(.space)
        host.advance(by: 1)
        try expectGolden(host, "gallery-initial")
    }

    @Test("→ moves to the next exhibits; the counter rolls its digits; m turns reduced motion on")
    func exhibits() throws {
        let host = HeadlessHost(width: 80, height: 20) { TransitionsGallery() }
        for _ in 0..<9 { host.press(.rightArrow) }
        host.advance(by: 0.1)
        try expectGolden(host, "gallery-counter")
        host.press(.space)
        host.press(.space)
        host.advance(by: 1)
        #expect(host.frame(ofText: "100") != nil)
        host.press("m")
        host.advance(by: 0.1)
        #expect(host.lines.contains { $0.contains("reduced motion: on") })
    }

    @Test("the like burst and the bounce play and come back to rest")
    func animators() {
        let host = HeadlessHost(width: 80, height: 20) { TransitionsGallery() }
        for _ in 0..<10 { host.press(.rightArrow) }
        host.press(.space)
        host.advance(by: 2)
        #expect(host.frame(ofText: "♥ 1") != nil)
        host.press(.rightArrow)
        let rest = host.frame(ofText: "●")
        host.press(.space)
        host.advance(by: 0.25)
        #expect(host.frame(ofText: "●").map { $0.origin.y } == rest.map { $0.origin.y - 3 })
        host.advance(by: 2)
        #expect(host.frame(ofText: "●") == rest)
    }
}
