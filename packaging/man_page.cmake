# Writes the seasonboard(6) man page from the program's own --help texts: the main one, then each
# command's (the commands are read from the main help's "commands:" list, so a new command shows
# up here by itself). cmake -DEXE=... -DOUT=... -DVERSION=... -DDATE=... -P man_page.cmake
foreach(var EXE OUT VERSION DATE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "man_page.cmake needs -D${var}=...")
  endif()
endforeach()

function(help_text out)
  execute_process(COMMAND ${EXE} ${ARGN} OUTPUT_VARIABLE text ERROR_VARIABLE error RESULT_VARIABLE code)
  if(NOT code EQUAL 0 OR text STREQUAL "")
    message(FATAL_ERROR "'seasonboard ${ARGN}' failed (${code}): ${error}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Plain text as roff: backslashes and minus signs escaped, no line may start a request.
function(roff out text)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  string(REGEX REPLACE "\n$" "" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

help_text(main --help)
string(REGEX MATCH "commands:\n(( +[a-z]+ [^\n]*\n)+)" list "${main}")
string(REGEX MATCHALL "\n +[a-z]+ " names "\n${CMAKE_MATCH_1}")
if(NOT names)
  message(FATAL_ERROR "no commands found in 'seasonboard --help'")
endif()

roff(main_roff "${main}")
set(page ".TH SEASONBOARD 6 \"${DATE}\" \"seasonboard ${VERSION}\" \"Games\"
.SH NAME
seasonboard \\- touch\\-first table for season\\-driven campaign board games
.SH SYNOPSIS
.B seasonboard
[\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]
.SH DESCRIPTION
.nf
${main_roff}
.fi
.SH COMMANDS
")
foreach(name ${names})
  string(STRIP "${name}" name)
  help_text(text ${name} --help)
  roff(text_roff "${text}")
  string(APPEND page ".SS ${name}\n.nf\n${text_roff}\n.fi\n")
endforeach()
string(APPEND page ".SH FILES
.TP
.I /usr/share/seasonboard/content
the content the game ships with (read only)
.TP
.I ~/.local/share/seasonboard
saves and the autosave (\\fB$XDG_DATA_HOME/seasonboard\\fR when that is set)
.TP
.I ~/.local/share/seasonboard/content
your own copy of the content, made by \\fBseasonboard content init\\fR
")
file(WRITE ${OUT} "${page}")
