import Kinema

struct PlayerControls: View {
    @State private var isPlaying = false

    var body: some View {
        VStack(spacing: 8) {
            Text(isPlaying ? "Now Playing" : "Paused")
                .font(.headline)
            HStack(spacing: 40) {
                Image(systemName: "backward.fill")
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.largeTitle)
                }
                .buttonStyle(.plain)
                Image(systemName: "forward.fill")
            }
        }
    }
}
