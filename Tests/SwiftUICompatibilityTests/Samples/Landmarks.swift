import Kinema

// Apple's "Building Lists and Navigation" tutorial, pasted with `import Kinema`. Changes, each a
// compile failure on Kinema today: `List` → `ScrollView { VStack }` (List is being built),
// `NavigationSplitView`/`NavigationLink`/`.navigationTitle` left out (navigation is being built),
// and the asset-catalog images registered as text art (a terminal has no image assets).

struct Landmark: Hashable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var isFavorite: Bool
    var imageName: String
    var image: Image {
        Image(imageName)
    }
}

enum LandmarkArt {
    /// The asset catalog of a terminal app: text art registered by name.
    static func register() {
        ImageRegistry.shared.register("turtlerock", art: ImageArt("   ▄▄   \n ▟████▙ \n▟██████▙\n▀▀▀▀▀▀▀▀"))
        ImageRegistry.shared.register("silversalmoncreek", art: ImageArt("≈≈≈≈≈≈\n~~~~~~\n≈≈≈≈≈≈"))
        ImageRegistry.shared.register("chilkoottrail", art: ImageArt("  /\\  \n /  \\ \n/____\\"))
    }
}

let sampleLandmarks = [
    Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", isFavorite: true, imageName: "turtlerock"),
    Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park", isFavorite: false, imageName: "silversalmoncreek"),
    Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", isFavorite: true, imageName: "chilkoottrail"),
]

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            landmark.image
                .resizable()
                .frame(width: 50, height: 50)
            Text(landmark.name)
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

struct LandmarkList: View {
    var landmarks: [Landmark]
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        landmarks.filter { landmark in
            (!showFavoritesOnly || landmark.isFavorite)
        }
    }

    var body: some View {
        ScrollView {
            VStack {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(filteredLandmarks) { landmark in
                    LandmarkRow(landmark: landmark)
                }
            }
            .animation(.default, value: filteredLandmarks)
            .padding()
        }
    }
}
