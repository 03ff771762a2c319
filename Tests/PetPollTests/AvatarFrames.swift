import Kinema

@testable import PetPoll

/// The presented frame of `pet`'s avatar border in the host's last display list: the border centred
/// nearest the pet's face.
@MainActor
func avatarFrame(of pet: Pet, in host: HeadlessHost) -> Rect? {
    let items = host.displayList.items
    let face = items.first { item in
        if case .text(let text, _) = item.kind { return text == pet.face }
        return false
    }
    guard let face else { return nil }
    let center = Point(x: face.frame.midX, y: face.frame.midY)
    // Avatars cross while they slide: take the border centred nearest the face.
    let borders = items.compactMap { item -> Rect? in
        if case .border = item.kind { return item.frame }
        return nil
    }
    func distance(_ frame: Rect) -> Double { abs(frame.midX - center.x) + abs(frame.midY - center.y) }
    return borders.min { distance($0) < distance($1) }
}

/// Every pet's avatar frame, in poll order (cat, dog, bunny, owl).
@MainActor
func avatarFrames(_ host: HeadlessHost) -> [Rect] {
    Pet.all.compactMap { avatarFrame(of: $0, in: host) }
}
