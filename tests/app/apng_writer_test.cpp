// The animated PNG writer: the file it writes is read back here by a parser
// of our own that follows the APNG specification (signature, chunk CRCs,
// acTL, fcTL sequence numbers, sizes and delays, fdAT), each frame is
// rebuilt as a still PNG and decoded by Qt, and the pictures must be the
// ones that went in. A viewer without APNG support sees the first frame.

#include <gtest/gtest.h>

#include <QBuffer>
#include <QImage>
#include <QPainter>

#include <optional>
#include <vector>

#include "apng_test_support.hpp"
#include "replay/apng_writer.hpp"

namespace jasta::app {
namespace {

using test::ApngFrame;
using test::be32;
using test::decodeFrame;
using test::parseApng;

// A picture a player could tell apart from its neighbours: a coloured disc
// that moves with `k` over a striped background.
QImage picture(int k, QSize size = {120, 80}) {
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int x = 0; x < size.width(); x += 10) painter.fillRect(x, 0, 5, size.height(), QColor(200, 220, 200));
    painter.setBrush(QColor::fromHsv((k * 70) % 360, 200, 220));
    painter.drawEllipse(QPoint(10 + k * 15, size.height() / 2), 12, 12);
    return image;
}

bool samePixels(const QImage& a, const QImage& b) {
    return a.convertToFormat(QImage::Format_RGB32) == b.convertToFormat(QImage::Format_RGB32);
}

QByteArray write(const std::vector<QImage>& frames, const std::vector<int>& delays, int loops) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    ApngWriter writer(&buffer, static_cast<int>(frames.size()), loops);
    for (std::size_t i = 0; i < frames.size(); ++i)
        EXPECT_TRUE(writer.addFrame(frames[i], delays[i])) << writer.errorString().toStdString();
    EXPECT_TRUE(writer.finish()) << writer.errorString().toStdString();
    EXPECT_EQ(writer.framesWritten(), static_cast<int>(frames.size()));
    return bytes;
}

TEST(ApngWriter, WritesEveryFrameWithItsDelayInSequence) {
    const std::vector<QImage> frames{picture(0), picture(1), picture(2), picture(3)};
    const std::vector<int> delays{500, 500, 250, 3000};
    const auto apng = parseApng(write(frames, delays, 0));
    ASSERT_TRUE(apng.has_value());
    EXPECT_EQ(apng->types.front(), "IHDR");
    EXPECT_FALSE(apng->idatBeforeActl) << "acTL must come before the image data";
    EXPECT_EQ(apng->frames, 4u);
    EXPECT_EQ(apng->plays, 0u) << "loops for ever";
    ASSERT_EQ(apng->frameList.size(), 4u);
    // One sequence shared by fcTL and fdAT, from 0, without gaps.
    for (std::size_t i = 0; i < apng->sequence.size(); ++i) EXPECT_EQ(apng->sequence[i], i);
    EXPECT_EQ(be32(apng->ihdr, 0), 120u);
    EXPECT_EQ(be32(apng->ihdr, 4), 80u);
    for (std::size_t i = 0; i < frames.size(); ++i) {
        const ApngFrame& frame = apng->frameList[i];
        EXPECT_EQ(frame.width, 120u);
        EXPECT_EQ(frame.height, 80u);
        EXPECT_EQ(frame.x, 0u);
        EXPECT_EQ(frame.y, 0u);
        EXPECT_DOUBLE_EQ(1000.0 * frame.delayNum / frame.delayDen, delays[i]) << "frame " << i;
        EXPECT_EQ(frame.dispose, 0);
        EXPECT_EQ(frame.blend, 0);
        const QImage decoded = decodeFrame(*apng, frame);
        ASSERT_FALSE(decoded.isNull()) << "frame " << i;
        EXPECT_TRUE(samePixels(decoded, frames[i])) << "frame " << i;
    }
    EXPECT_FALSE(samePixels(decodeFrame(*apng, apng->frameList[0]), frames[1])) << "the frames differ";
}

TEST(ApngWriter, AViewerWithoutAnimationSeesTheFirstFrame) {
    const std::vector<QImage> frames{picture(2), picture(5)};
    const QByteArray file = write(frames, {100, 100}, 3);
    EXPECT_EQ(parseApng(file)->plays, 3u);
    const QImage still = QImage::fromData(file, "PNG");
    ASSERT_FALSE(still.isNull());
    EXPECT_TRUE(samePixels(still, frames[0]));
}

TEST(ApngWriter, DelaysAreClampedToWhatTheFileCanHold) {
    const auto apng = parseApng(write({picture(0), picture(1)}, {-40, 1'000'000}, 0));
    ASSERT_TRUE(apng.has_value());
    EXPECT_EQ(apng->frameList[0].delayNum, 0);
    EXPECT_EQ(apng->frameList[1].delayNum, ApngWriter::kMaxDelayMs);
}

TEST(ApngWriter, ASingleFrameIsAValidAnimation) {
    const auto apng = parseApng(write({picture(4)}, {700}, 0));
    ASSERT_TRUE(apng.has_value());
    EXPECT_EQ(apng->frames, 1u);
    ASSERT_EQ(apng->frameList.size(), 1u);
    EXPECT_TRUE(samePixels(decodeFrame(*apng, apng->frameList[0]), picture(4)));
}

TEST(ApngWriter, TransparentFramesKeepTheirAlpha) {
    QImage clear(40, 30, QImage::Format_ARGB32);
    clear.fill(Qt::transparent);
    const QImage opaque = picture(1, {40, 30});
    const auto apng = parseApng(write({clear, opaque}, {100, 100}, 0));
    ASSERT_TRUE(apng.has_value());
    EXPECT_EQ(static_cast<int>(apng->ihdr[9]), 6) << "colour type RGBA";
    const QImage first = decodeFrame(*apng, apng->frameList[0]);
    EXPECT_EQ(qAlpha(first.pixel(5, 5)), 0);
    EXPECT_TRUE(samePixels(decodeFrame(*apng, apng->frameList[1]), opaque));
}

TEST(ApngWriter, RefusesWhatWouldMakeABrokenFile) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        ApngWriter writer(&buffer, 2);
        ASSERT_TRUE(writer.addFrame(picture(0), 100));
        EXPECT_FALSE(writer.addFrame(picture(1, {60, 80}), 100)) << "a frame of another size";
        EXPECT_TRUE(writer.errorString().contains("60")) << writer.errorString().toStdString();
        EXPECT_FALSE(writer.finish());
    }
    {
        ApngWriter writer(&buffer, 3);
        ASSERT_TRUE(writer.addFrame(picture(0), 100));
        EXPECT_FALSE(writer.finish()) << "fewer frames than acTL announced";
        EXPECT_TRUE(writer.errorString().contains("1 of the 3")) << writer.errorString().toStdString();
    }
    {
        ApngWriter writer(&buffer, 1);
        ASSERT_TRUE(writer.addFrame(picture(0), 100));
        EXPECT_FALSE(writer.addFrame(picture(1), 100)) << "one frame too many";
        EXPECT_FALSE(writer.addFrame(QImage(), 100));
    }
    {
        ApngWriter writer(&buffer, 1);
        EXPECT_FALSE(writer.addFrame(QImage(), 100));
        EXPECT_FALSE(writer.errorString().isEmpty());
    }
    {
        QBuffer closed;  // never opened: every write fails
        ApngWriter writer(&closed, 1);
        EXPECT_FALSE(writer.addFrame(picture(0), 100));
        EXPECT_FALSE(writer.errorString().isEmpty());
        EXPECT_FALSE(writer.finish());
    }
    {
        ApngWriter writer(nullptr, 1);
        EXPECT_FALSE(writer.addFrame(picture(0), 100));
        EXPECT_FALSE(writer.finish());
    }
}

}  // namespace
}  // namespace jasta::app
