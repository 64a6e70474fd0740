#pragma once
// Work that must not slow the table's frames (an autosave's files after a hot reload, a look at a
// slot's old files) runs on a worker at a lower priority: on a busy machine the render thread is
// served first, and on an idle one nothing changes.
namespace sb::engine {

// Lowers the calling thread's priority (Linux: that thread's nice value; Windows: below normal).
void lower_this_thread_priority();

}  // namespace sb::engine
