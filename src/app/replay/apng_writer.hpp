#pragma once
// An animated PNG (APNG) written frame by frame. Debian's Qt reads and
// writes still PNGs only, so each frame is encoded by Qt's own PNG writer,
// split into its chunks, and its image data wrapped again as the APNG
// specification (wiki.mozilla.org/APNG_Specification) asks:
//
//   signature, IHDR, acTL (frame count, loops), the first frame's other
//   header chunks (pHYs, ...), then for each frame an fcTL (its size and
//   delay) followed by its image data: IDAT for the first frame (so viewers
//   without APNG support show it as a still picture), fdAT for the others;
//   IEND last.
//
// fcTL and fdAT chunks share one sequence number, counting from 0. Every
// chunk ends with the CRC32 of its type and data. Frames are written as
// they come, so a long game never has to be held in memory.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class QIODevice;
class QImage;

namespace jasta::app {

class ApngWriter {
    Q_DECLARE_TR_FUNCTIONS(ApngWriter)

public:
    // How long one frame may be shown: fcTL stores the delay as a fraction
    // of a second with a 16-bit numerator (here milliseconds / 1000).
    static constexpr int kMaxDelayMs = 65535;

    // Writes to `device` (open for writing, not owned). Exactly `frameCount`
    // frames must follow, since acTL states the count before the first one;
    // `loops` is how many times viewers play it, 0 = for ever.
    ApngWriter(QIODevice* device, int frameCount, int loops = 0);

    // Adds a frame shown for `delayMs` milliseconds (clamped to 0 … kMaxDelayMs).
    // Every frame must have the size of the first; frames are written opaque
    // unless the first has an alpha channel. False (errorString() says why)
    // when the frame cannot be encoded or written, or is one too many.
    bool addFrame(const QImage& image, int delayMs);
    // Ends the file. False when fewer frames than announced were added or
    // the device refused to write; the file is then not a valid APNG.
    bool finish();

    [[nodiscard]] int framesWritten() const { return m_frames; }
    [[nodiscard]] QString errorString() const { return m_error; }

private:
    bool fail(const QString& why);
    bool writeFailed();
    bool writeChunk(const char type[4], const QByteArray& data);
    bool writeHeader(const QByteArray& ihdr, const QByteArray& png);
    bool writeFrameControl(int width, int height, int delayMs);

    QIODevice* m_device;
    int m_frameCount;
    int m_loops;
    int m_frames = 0;
    quint32 m_sequence = 0;  // the next fcTL / fdAT sequence number
    QByteArray m_ihdr;       // the first frame's IHDR data: later frames must match it
    bool m_alpha = false;    // the first frame's choice, kept for every frame
    QString m_error;
};

}  // namespace jasta::app
